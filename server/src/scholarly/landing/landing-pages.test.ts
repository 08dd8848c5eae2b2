import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../../test/factories.js";
import { htmlPage } from "../../test/html-page.js";
import { buildPublication } from "../../test/publication-factories.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

const ORIGIN = "https://scholarly.example.org";
const APP_HTML =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Scholarly</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), "scholarly-web-"));
  await writeFile(path.join(webDist, "index.html"), APP_HTML);
  t = await createTestApp({ PUBLIC_URL: ORIGIN, WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

async function page(url: string) {
  const response = await t.app.inject({ method: "GET", url });
  return { response, ...htmlPage(response.body) };
}

describe("a publication's landing page", () => {
  it("carries Highwire, OpenGraph, Twitter and JSON-LD metadata in the HTML the server sends", async () => {
    const owner = await buildMember(t, { name: "Ada Lovelace" });
    const publication = await buildPublication(t, {
      user_id: owner.user.id,
      title: "Sketch of the Analytical Engine",
      author: "Ada Lovelace, Luigi Menabrea",
      publication_date: "1843-09-01",
      doi: "10.1000/sketch",
      abstract: "Notes by the translator.",
      journal: "Scientific Memoirs",
      volume: "3",
      issue: "29",
      pages: "666–731",
      license: "CC-BY-4.0",
      upload_document: "documents/sketch.pdf",
    });
    await t.db
      .insertInto("publication_authors")
      .values([
        {
          publication_id: publication.id,
          position: 0,
          name: "Ada Lovelace",
          orcid: "0000-0002-1825-0097",
          profile_id: owner.profile.id,
        },
        { publication_id: publication.id, position: 1, name: "Luigi Menabrea", orcid: null, profile_id: null },
      ])
      .execute();
    const url = `${ORIGIN}/post/${publication.id}?type=publication`;

    const { response, titles, has, meta, metas, jsonLd } = await page(`/post/${publication.id}?type=publication`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(titles).toEqual(["Sketch of the Analytical Engine | Scholarly"]);
    expect(has("div", (attributes) => attributes.id === "root")).toHaveLength(1);

    expect(meta("citation_title")).toBe("Sketch of the Analytical Engine");
    expect(metas("citation_author")).toEqual(["Ada Lovelace", "Luigi Menabrea"]);
    expect(meta("citation_publication_date")).toBe("1843/09/01");
    expect(meta("citation_doi")).toBe("10.1000/sketch");
    expect(meta("citation_journal_title")).toBe("Scientific Memoirs");
    expect(meta("citation_volume")).toBe("3");
    expect(meta("citation_issue")).toBe("29");
    expect(meta("citation_firstpage")).toBe("666");
    expect(meta("citation_pdf_url")).toBe(`${ORIGIN}/media/documents/sketch.pdf`);
    expect(meta("citation_abstract_html_url")).toBe(url);

    expect(meta("og:title")).toBe("Sketch of the Analytical Engine");
    expect(meta("og:description")).toBe("Notes by the translator.");
    expect(meta("og:type")).toBe("article");
    expect(meta("og:url")).toBe(url);
    expect(meta("og:image")).toBe(`${ORIGIN}/social-card.png`);
    expect(meta("twitter:card")).toBe("summary");
    expect(meta("twitter:title")).toBe("Sketch of the Analytical Engine");

    expect(jsonLd()).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ScholarlyArticle",
      name: "Sketch of the Analytical Engine",
      author: [
        { "@type": "Person", name: "Ada Lovelace", sameAs: "https://orcid.org/0000-0002-1825-0097" },
        { "@type": "Person", name: "Luigi Menabrea" },
      ],
      datePublished: "1843-09-01",
      identifier: { propertyID: "DOI", value: "10.1000/sketch" },
      isPartOf: { name: "Scientific Memoirs" },
      license: "https://creativecommons.org/licenses/by/4.0/",
    });
  });

  it("gives a metadata-only work no citation_pdf_url and no full-text link, but its DOI", async () => {
    const owner = await buildMember(t);
    const publication = await buildPublication(t, {
      user_id: owner.user.id,
      title: "A paywalled monograph",
      doi: "10.1000/paywalled",
      upload_mode: "none",
      upload_document: null,
    });
    const { meta, has, response } = await page(`/post/${publication.id}?type=publication`);
    expect(meta("citation_title")).toBe("A paywalled monograph");
    expect(meta("citation_pdf_url")).toBeUndefined();
    expect(response.body).not.toContain("Full text (PDF)");
    expect(has("a", (attributes) => attributes.href === "https://doi.org/10.1000/paywalled")).toHaveLength(1);
  });

  it("gives Google Scholar, Zotero and schema.org only the known part of a year-only or year-month date", async () => {
    const owner = await buildMember(t);
    const landing = async (publication_date: string, publication_date_precision: "year" | "month") => {
      const { id } = await buildPublication(t, {
        user_id: owner.user.id,
        publication_date,
        publication_date_precision,
      });
      return page(`/post/${id}`);
    };

    const yearOnly = await landing("2021-01-01", "year");
    expect(yearOnly.meta("citation_publication_date")).toBe("2021");
    expect(yearOnly.jsonLd().datePublished).toBe("2021");
    expect(yearOnly.has("time", (attributes) => attributes.datetime === "2021")).toHaveLength(1);

    const yearMonth = await landing("2021-03-01", "month");
    expect(yearMonth.meta("citation_publication_date")).toBe("2021/03");
    expect(yearMonth.jsonLd().datePublished).toBe("2021-03");
    expect(yearMonth.has("time", (attributes) => attributes.datetime === "2021-03")).toHaveLength(1);
  });

  it("escapes every value: a title cannot add markup or end the JSON-LD script", async () => {
    const owner = await buildMember(t);
    const title = `Quotes " and <script>alert(1)</script> & </script><b>bold</b>`;
    const publication = await buildPublication(t, {
      user_id: owner.user.id,
      title,
      abstract: "<img src=x onerror=alert(1)>",
    });
    const { has, meta, jsonLd, titles } = await page(`/post/${publication.id}?type=publication`);
    expect(titles).toEqual([`${title} | Scholarly`]);
    expect(meta("citation_title")).toBe(title);
    expect(meta("og:description")).toBe("<img src=x onerror=alert(1)>");
    expect(jsonLd().name).toBe(title);
    expect(has("b")).toEqual([]);
    expect(has("img")).toEqual([]);
    expect(has("script", (attributes) => attributes.type !== "application/ld+json")).toHaveLength(1);
  });

  it("leaves out the PDF link of a private document and the tags of fields not given", async () => {
    const owner = await buildMember(t);
    const publication = await buildPublication(t, {
      user_id: owner.user.id,
      upload_mode: "private",
      upload_document: "documents/secret.pdf",
    });
    const { metas } = await page(`/post/${publication.id}`);
    expect(metas("citation_pdf_url")).toEqual([]);
    expect(metas("citation_doi")).toEqual([]);
    expect(metas("citation_journal_title")).toEqual([]);
  });

  it("answers a missing publication with the app's page and status 404", async () => {
    const { response, has, metas } = await page("/post/2147483000?type=publication");
    expect(response.statusCode).toBe(404);
    expect(has("div", (attributes) => attributes.id === "root")).toHaveLength(1);
    expect(metas("citation_title")).toEqual([]);
    expect((await page("/post/99999999999")).response.statusCode).toBe(404);
  });
});

describe("a member's landing page", () => {
  it("carries an OpenGraph profile, a JSON-LD Person with the ORCID iD and the Atom feed link", async () => {
    const member = await buildMember(t, { name: "Josiah Carberry" });
    await t.db
      .updateTable("profiles")
      .set({ orcid: "0000-0002-1825-0097", institution: "Brown University", bio: "Psychoceramics." })
      .where("id", "=", member.profile.id)
      .execute();
    const { response, titles, has, meta, jsonLd } = await page(`/user-profile/${member.profile.id}`);
    expect(response.statusCode).toBe(200);
    expect(titles).toEqual(["Josiah Carberry | Scholarly"]);
    expect(meta("og:type")).toBe("profile");
    expect(meta("og:title")).toBe("Josiah Carberry");
    expect(meta("og:url")).toBe(`${ORIGIN}/user-profile/${member.profile.id}`);
    const feeds = has(
      "link",
      (attributes) => attributes.rel === "alternate" && attributes.type === "application/atom+xml",
    );
    expect(feeds.map((feed) => feed.attributes.href)).toEqual([`${ORIGIN}/feeds/${member.profile.id}.atom`]);
    expect(jsonLd()).toMatchObject({
      "@type": "Person",
      name: "Josiah Carberry",
      affiliation: { "@type": "Organization", name: "Brown University" },
      sameAs: "https://orcid.org/0000-0002-1825-0097",
    });
  });

  it("answers a missing member with the app's page and status 404", async () => {
    const { response, has } = await page("/user-profile/2147483000");
    expect(response.statusCode).toBe(404);
    expect(has("div", (attributes) => attributes.id === "root")).toHaveLength(1);
  });

  it("leaves other pages of the app as they are", async () => {
    const response = await t.app.inject({ method: "GET", url: "/home" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(APP_HTML);
  });
});
