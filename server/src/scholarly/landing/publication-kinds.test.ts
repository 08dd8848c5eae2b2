import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../../test/factories.js";
import { htmlPage } from "../../test/html-page.js";
import { buildPublication } from "../../test/publication-factories.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { zoteroItemType } from "../../test/zotero-item-type.js";

const ORIGIN = "https://scholarly.example.org";
const APP_HTML =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Scholarly</title></head><body><div id="root"></div></body></html>';

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

type Fields = { publication_type: string } & Partial<Record<"journal" | "publisher" | "issue" | "isbn", string>>;

async function landingPageOf(fields: Fields) {
  const owner = await buildMember(t);
  const publication = await buildPublication(t, { user_id: owner.user.id, ...fields });
  const url = `/post/${publication.id}?type=publication`;
  const response = await t.app.inject({ method: "GET", url });
  return { ...htmlPage(response.body), zoteroType: zoteroItemType(response.body) };
}

describe("the kind of publication a landing page tells Zotero and Google Scholar", () => {
  it.each<[string, string, string, Fields]>([
    [
      "a journal article",
      "journalArticle",
      "ScholarlyArticle",
      { publication_type: "article", journal: "Journal of Engines" },
    ],
    ["a preprint", "journalArticle", "ScholarlyArticle", { publication_type: "preprint" }],
    [
      "a conference paper",
      "conferencePaper",
      "ScholarlyArticle",
      { publication_type: "conference paper", journal: "Proceedings of the Engine Symposium" },
    ],
    [
      "a chapter",
      "bookSection",
      "Chapter",
      { publication_type: "chapter", journal: "Collected Engines", isbn: "9780306406157", publisher: "Engine Press" },
    ],
    ["a book", "book", "Book", { publication_type: "book", isbn: "0306406152", publisher: "Engine Press" }],
    ["a thesis", "thesis", "Thesis", { publication_type: "thesis", publisher: "Yale University" }],
    [
      "a technical report",
      "report",
      "Report",
      { publication_type: "technical report", publisher: "Analytical Society", issue: "TR-7" },
    ],
    ["a data set", "dataset", "Dataset", { publication_type: "data", publisher: "Zenodo" }],
    [
      "a poster",
      "conferencePaper",
      "PresentationDigitalDocument",
      { publication_type: "poster", journal: "Engine Symposium 2024" },
    ],
  ])("%s is saved by Zotero as %s and is a schema.org %s", async (_kind, zoteroType, schemaType, fields) => {
    const page = await landingPageOf(fields);
    expect(page.zoteroType).toBe(zoteroType);
    expect(page.jsonLd()["@type"]).toBe(schemaType);
  });

  it("gives a chapter's book title and ISBN as the book's, never as a journal", async () => {
    const { meta, metas, jsonLd } = await landingPageOf({
      publication_type: "chapter",
      journal: "Collected Engines",
      isbn: "9780306406157",
      publisher: "Engine Press",
    });
    expect(metas("citation_journal_title")).toEqual([]);
    expect(meta("citation_inbook_title")).toBe("Collected Engines");
    expect(meta("citation_book_title")).toBe("Collected Engines");
    expect(meta("citation_isbn")).toBe("9780306406157");
    expect(meta("citation_publisher")).toBe("Engine Press");
    expect(jsonLd().isPartOf).toEqual({ "@type": "Book", name: "Collected Engines", isbn: "9780306406157" });
  });

  it("names a thesis's institution and a report's institution and number", async () => {
    const thesis = await landingPageOf({ publication_type: "thesis", publisher: "Yale University" });
    expect(thesis.meta("citation_dissertation_institution")).toBe("Yale University");
    const report = await landingPageOf({ publication_type: "report", publisher: "Analytical Society", issue: "TR-7" });
    expect(report.meta("citation_technical_report_institution")).toBe("Analytical Society");
    expect(report.meta("citation_technical_report_number")).toBe("TR-7");
    expect(report.jsonLd()).toMatchObject({ "@type": "Report", reportNumber: "TR-7" });
  });

  it("tells OpenGraph a book is a book", async () => {
    const { meta, jsonLd } = await landingPageOf({ publication_type: "book", isbn: "0306406152" });
    expect(meta("og:type")).toBe("book");
    expect(jsonLd().isbn).toBe("0306406152");
  });
});
