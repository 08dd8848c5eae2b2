import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../../test/factories.js";
import { buildPublication } from "../../test/publication-factories.js";
import { readCitations } from "../../test/read-citations.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const exportAll = (profileId: number, format: string, extra = "") =>
  t.app.inject({ method: "GET", url: `/user/publication/export/?user=${profileId}&format=${format}${extra}` });

/** A member with three publications, two of which would share a citation key. */
async function prolificMember() {
  const member = await buildMember(t, { name: "Ada Lovelace" });
  const owner = { user_id: member.user.id, author: "Ada Lovelace, Jürgen Müller", publication_date: "1843-09-01" };
  const publications = [
    await buildPublication(t, { ...owner, title: "Notes on the Analytical Engine", doi: "10.1000/notes_1" }),
    await buildPublication(t, { ...owner, title: "Notes & sketches {draft}", publication_type: "thesis" }),
    await buildPublication(t, { ...owner, title: "Notes, again", publication_type: "chapter" }),
  ];
  return { member, publications };
}

describe("exporting a member's publications", () => {
  it("answers every publication in one BibTeX file with unique keys", async () => {
    const { member, publications } = await prolificMember();
    const response = await exportAll(member.profile.id, "bibtex");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/x-bibtex; charset=utf-8");
    const entries = await readCitations(response.body);
    expect(entries.map((entry) => entry.title).sort()).toEqual(publications.map((row) => row.title).sort());
    expect(entries.map((entry) => entry["citation-key"])).toEqual([
      "lovelace1843notes",
      "lovelace1843notesb",
      "lovelace1843notesc",
    ]);
    expect(entries[0]).toMatchObject({
      type: "article-journal",
      DOI: "10.1000/notes_1",
      author: [
        { given: "Ada", family: "Lovelace" },
        { given: "Jürgen", family: "Müller" },
      ],
    });
    expect(entries.map((entry) => entry.type)).toEqual(["article-journal", "thesis", "chapter"]);
  });

  it("answers RIS and CSL-JSON that read back with the same titles", async () => {
    const { member, publications } = await prolificMember();
    const titles = publications.map((row) => row.title).sort();
    const ris = await exportAll(member.profile.id, "ris");
    expect(ris.headers["content-type"]).toBe("application/x-research-info-systems; charset=utf-8");
    expect((await readCitations(ris.body)).map((record) => record.title).sort()).toEqual(titles);
    const csl = await exportAll(member.profile.id, "csl-json");
    expect(
      csl
        .json()
        .map((item: { title: string }) => item.title)
        .sort(),
    ).toEqual(titles);
    expect((await readCitations(csl.body)).map((item) => item.title).sort()).toEqual(titles);
  });

  it("with download=1 names the file after the member", async () => {
    const { member } = await prolificMember();
    const response = await exportAll(member.profile.id, "bibtex", "&download=1");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="ada-lovelace-publications.bib"');
  });

  it("answers an empty file for a member without publications", async () => {
    const member = await buildMember(t);
    expect((await exportAll(member.profile.id, "bibtex")).body).toBe("");
    expect((await exportAll(member.profile.id, "csl-json")).json()).toEqual([]);
  });

  it("answers 404 'User not found.' for a profile that does not exist", async () => {
    const response = await exportAll(987654, "bibtex");
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe("User not found.");
  });

  it("offers only the file formats, and says which", async () => {
    const member = await buildMember(t);
    const response = await exportAll(member.profile.id, "apa");
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("format must be one of bibtex, ris, csl-json.");
  });
});
