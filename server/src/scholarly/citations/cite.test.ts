import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../../test/factories.js";
import { buildPublication } from "../../test/publication-factories.js";
import { readCitations } from "../../test/read-citations.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
/** The member who owns the publications cited here; tests only add publications to them. */
let author: Awaited<ReturnType<typeof buildMember>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://scholarly.example.org" });
  author = await buildMember(t, { name: "Jürgen Müller" });
});
afterAll(() => t.close());

const cite = (id: number, format: string, extra = "") =>
  t.app.inject({ method: "GET", url: `/user/publication/cite/?id=${id}&format=${format}${extra}` });

/** A publication whose title and authors need LaTeX escaping. */
async function trickyPublication(overrides: Record<string, string> = {}) {
  return buildPublication(t, {
    user_id: author.user.id,
    title: "Analytical engines & 50% of {things}_here",
    author: "Jürgen Müller, Ada Lovelace",
    publication_date: "2024-03-15",
    publication_type: "article",
    doi: "10.1000/xyz_1",
    abstract: "We measured 5% & more.",
    ...overrides,
  });
}

describe("citing a publication as BibTeX", () => {
  it("answers a LaTeX-escaped @article that reads back with the same fields", async () => {
    const publication = await trickyPublication();
    const response = await cite(publication.id, "bibtex");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/x-bibtex; charset=utf-8");
    expect(response.body).toMatch(/^@article\{muller2024analytical,/);
    expect(response.body).toContain("\\&");
    expect(response.body).toContain("\\%");
    const [entry] = await readCitations(response.body);
    expect(entry).toMatchObject({
      type: "article-journal",
      "citation-key": "muller2024analytical",
      title: "Analytical engines & 50% of {things}_here",
      author: [
        { given: "Jürgen", family: "Müller" },
        { given: "Ada", family: "Lovelace" },
      ],
      DOI: "10.1000/xyz_1",
      issued: { "date-parts": [[2024, 3, 15]] },
    });
  });

  it.each([
    ["thesis", "phdthesis"],
    ["chapter", "inbook"],
    ["conference paper", "inproceedings"],
    ["conference", "inproceedings"],
    ["report", "techreport"],
    ["technical report", "techreport"],
    ["book", "book"],
    ["journal", "article"],
    ["preprint", "misc"],
    ["data", "misc"],
    ["code", "misc"],
  ])("files a %s as @%s", async (publicationType, entryType) => {
    const publication = await trickyPublication({ publication_type: publicationType });
    const response = await cite(publication.id, "bibtex");
    expect(response.body.startsWith(`@${entryType}{`)).toBe(true);
  });

  it("keys the citation by first author, year and first significant title word", async () => {
    const publication = await buildPublication(t, {
      user_id: author.user.id,
      title: "On the Analytical Engine",
      author: "Ada Lovelace, Charles Babbage",
      publication_date: "1843-09-01",
    });
    const response = await cite(publication.id, "bibtex");
    expect(response.body).toMatch(/^@article\{lovelace1843analytical,/);
  });

  it("cites the owner as author when the publication names none", async () => {
    const member = await buildMember(t, { name: "Grace Hopper" });
    const publication = await buildPublication(t, { user_id: member.user.id, author: "" });
    const [entry] = await readCitations((await cite(publication.id, "bibtex")).body);
    expect(entry?.author).toEqual([{ given: "Grace", family: "Hopper" }]);
  });
});

describe("citing a publication for a reference manager", () => {
  it("answers RIS that reads back with title, authors, DOI and abstract", async () => {
    const publication = await trickyPublication();
    const response = await cite(publication.id, "ris");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/x-research-info-systems; charset=utf-8");
    expect(response.body).toMatch(/^TY {2}- JOUR$/m);
    const [record] = await readCitations(response.body);
    expect(record).toMatchObject({
      type: "article-journal",
      title: "Analytical engines & 50% of {things}_here",
      author: [
        { given: "Jürgen", family: "Müller" },
        { given: "Ada", family: "Lovelace" },
      ],
      DOI: "10.1000/xyz_1",
      abstract: "We measured 5% & more.",
    });
  });

  it("answers CSL-JSON with the full date and a link to the publication", async () => {
    const publication = await trickyPublication({ publication_type: "preprint" });
    const response = await cite(publication.id, "csl-json");
    expect(response.headers["content-type"]).toBe("application/vnd.citationstyles.csl+json; charset=utf-8");
    const [item] = response.json();
    expect(item).toMatchObject({
      id: "muller2024analytical",
      type: "article",
      genre: "Preprint",
      title: "Analytical engines & 50% of {things}_here",
      issued: { "date-parts": [[2024, 3, 15]] },
      DOI: "10.1000/xyz_1",
      URL: `https://scholarly.example.org/post/${publication.id}?type=publication`,
    });
    const [readBack] = await readCitations(response.body);
    expect(readBack?.title).toBe(item.title);
  });
});

describe("citing a publication as a formatted reference", () => {
  it.each([
    ["apa", "Müller, J., & Lovelace, A. (2024). Analytical engines & 50% of {things}_here."],
    ["vancouver", "Müller J, Lovelace A. Analytical engines & 50% of {things}_here"],
    ["harvard", "Müller, J. and Lovelace, A. (2024)"],
  ])("answers %s as plain text", async (style, expected) => {
    const publication = await trickyPublication();
    const response = await cite(publication.id, style);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toContain(expected);
    expect(response.body).toContain("10.1000/xyz_1");
  });
});

describe("asking for a citation", () => {
  it("with download=1 answers a file named after the citation key", async () => {
    const publication = await trickyPublication();
    const response = await cite(publication.id, "bibtex", "&download=1");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="muller2024analytical.bib"');
    const ris = await cite(publication.id, "ris", "&download=1");
    expect(ris.headers["content-disposition"]).toBe('attachment; filename="muller2024analytical.ris"');
  });

  it("answers 404 'Post not found.' for a publication that does not exist", async () => {
    const response = await cite(987654, "bibtex");
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe("Post not found.");
  });

  it("answers 400 naming the formats for an unknown format", async () => {
    const publication = await trickyPublication();
    const response = await cite(publication.id, "endnote");
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("format must be one of bibtex, ris, csl-json, apa, vancouver, harvard.");
  });

  it("works signed in, and refuses an invalid token", async () => {
    const publication = await trickyPublication();
    const signedIn = await t.app.inject({
      method: "GET",
      url: `/user/publication/cite/?id=${publication.id}&format=apa`,
      headers: author.headers,
    });
    expect(signedIn.statusCode).toBe(200);
    const invalid = await t.app.inject({
      method: "GET",
      url: `/user/publication/cite/?id=${publication.id}&format=apa`,
      headers: { authorization: "Bearer not-a-token" },
    });
    expect(invalid.statusCode).toBe(401);
  });
});
