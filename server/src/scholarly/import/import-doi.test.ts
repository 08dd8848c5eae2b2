import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../../test/factories.js";
import { type FakeSources, sourceFixture, startFakeSources } from "../../test/fake-sources.js";
import { buildPublication } from "../../test/publication-factories.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

const IMPORT = "/user/publication/import/";

let t: TestApp;
let sources: FakeSources;
let member: Awaited<ReturnType<typeof buildMember>>;
beforeAll(async () => {
  sources = await startFakeSources();
  t = await createTestApp({ ...sources.env(), IMPORT_TIMEOUT_MS: "400" });
  member = await buildMember(t);
});
afterAll(async () => {
  await t.close();
  await sources.close();
});

const importText = (text: string) =>
  t.app.inject({ method: "POST", url: IMPORT, headers: member.headers, payload: { text } });

/** The recorded Crossref work, registered under another DOI (and type) for one test. */
function crossrefAnswers(doi: string, changes: Record<string, unknown> = {}) {
  const work = JSON.parse(sourceFixture("crossref-work.json"));
  work.message = { ...work.message, DOI: doi, URL: `https://doi.org/${doi}`, ...changes };
  sources.answer(`/crossref/works/${doi}`, { body: JSON.stringify(work) });
}

describe("importing a DOI from Crossref", () => {
  it("answers a draft with plain-text abstract, full names and a year-only date on 01-01 with precision year", async () => {
    crossrefAnswers("10.5555/analytical.2019.001");
    const response = await importText("10.5555/analytical.2019.001");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          title: "Notes on the Analytical Engine",
          authors: [
            { name: "Ada Lovelace", orcid: "0000-0002-1825-0097" },
            { name: "Menabrea" },
            { name: "The Analytical Society" },
          ],
          et_al: false,
          publication_date: "2019-01-01",
          publication_date_precision: "year",
          publication_type: "article",
          doi: "10.5555/analytical.2019.001",
          abstract:
            "We revisit Babbage’s Analytical Engine & the notes that described it, and show that the machine " +
            "could compute Bernoulli numbers.\n\nA second paragraph on H2O < steam.",
          journal: "Journal of Computing History",
          volume: "12",
          issue: "3",
          pages: "101-118",
          publisher: "Society for Computing History",
          isbn: null,
          url: "https://doi.org/10.5555/analytical.2019.001",
          keywords: ["History", "Computer Science Applications"],
          duplicate: false,
        },
      ],
      rejected: [],
    });
  });

  it("takes the first valid ISBN of a Crossref book chapter", async () => {
    crossrefAnswers("10.5555/chapter.2019.002", { type: "book-chapter", ISBN: ["978-0-306-40615-8", "0306406152"] });
    const [draft] = (await importText("10.5555/chapter.2019.002")).json().data;
    expect(draft).toMatchObject({ publication_type: "chapter", isbn: "0306406152" });
  });

  it("asks Crossref politely, naming Scholarly and a contact address", async () => {
    crossrefAnswers("10.5555/polite.1");
    await importText("10.5555/polite.1");
    const [request] = sources.seen("/crossref/works/10.5555/polite.1");
    expect(request?.headers["user-agent"]).toBe("Scholarly/1.0 (mailto:librarian@scholarly.example.org)");
  });

  it.each([
    "doi:10.5555/forms.1",
    "https://doi.org/10.5555/forms.1",
    "http://dx.doi.org/10.5555/forms.1",
    " 10.5555/FORMS.1 ",
  ])("recognises %s", async (pasted) => {
    crossrefAnswers("10.5555/forms.1");
    crossrefAnswers("10.5555/FORMS.1");
    const response = await importText(pasted);
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0].title).toBe("Notes on the Analytical Engine");
  });

  it.each([
    ["proceedings-article", "conference paper"],
    ["posted-content", "preprint"],
    ["dissertation", "thesis"],
    ["book-chapter", "chapter"],
    ["dataset", "data"],
    ["report", "report"],
    ["book", "book"],
    ["monograph", "book"],
    ["peer-review", "article"],
    ["component", "other"],
  ])("maps a Crossref %s to a %s", async (crossrefType, publicationType) => {
    const doi = `10.5555/type.${crossrefType}`;
    crossrefAnswers(doi, { type: crossrefType });
    const response = await importText(doi);
    expect(response.json().data[0].publication_type).toBe(publicationType);
  });

  it("marks the draft a duplicate when the member already has a publication with that DOI", async () => {
    const owner = await buildMember(t);
    await buildPublication(t, { user_id: owner.user.id, doi: "https://doi.org/10.5555/ALREADY.1" });
    crossrefAnswers("10.5555/already.1");
    const response = await t.app.inject({
      method: "POST",
      url: IMPORT,
      headers: owner.headers,
      payload: { text: "10.5555/already.1" },
    });
    expect(response.json().data[0].duplicate).toBe(true);
    expect((await importText("10.5555/already.1")).json().data[0].duplicate).toBe(false);
  });
});

describe("importing a DOI Crossref does not know", () => {
  it("reads it from DataCite instead", async () => {
    sources.answer("/datacite/dois/10.5281/zenodo.7301234", { body: sourceFixture("datacite-dataset.json") });
    const response = await importText("https://doi.org/10.5281/zenodo.7301234");
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        title: "Measurements of engine cycles",
        authors: [{ name: "Jürgen Müller", orcid: "0000-0001-5109-3700" }, { name: "Engine Measurement Consortium" }],
        et_al: false,
        publication_date: "2022-11-03",
        publication_date_precision: "day",
        publication_type: "data",
        doi: "10.5281/zenodo.7301234",
        abstract: "Cycle counts recorded & cleaned.\n\nOne file per engine.",
        journal: null,
        volume: null,
        issue: null,
        pages: null,
        publisher: "Zenodo",
        isbn: null,
        url: "https://zenodo.org/record/7301234",
        keywords: ["engines", "measurement"],
        duplicate: false,
      },
    ]);
    expect(sources.seen("/crossref/works/10.5281/zenodo.7301234")).toHaveLength(1);
  });

  it("answers 404 naming the DOI when neither knows it", async () => {
    const response = await importText("10.5555/nobody.knows");
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe("No record found for DOI 10.5555/nobody.knows.");
  });
});

describe("importing a DOI while a source fails", () => {
  it("answers 502 naming Crossref when Crossref answers an error, without asking DataCite", async () => {
    sources.answer("/crossref/works/10.5555/broken.1", { status: 503, body: "Service Unavailable" });
    const response = await importText("10.5555/broken.1");
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toBe("Could not reach Crossref. Try again later.");
    expect(sources.seen("/datacite/dois/10.5555/broken.1")).toHaveLength(0);
  });

  it("gives up on a Crossref that does not answer in time, without asking DataCite", async () => {
    sources.answer("/crossref/works/10.5555/slow.1", { delayMs: 3000, body: sourceFixture("crossref-work.json") });
    const started = Date.now();
    const response = await importText("10.5555/slow.1");
    expect(Date.now() - started).toBeLessThan(2500);
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toBe("Could not reach Crossref. Try again later.");
    expect(sources.seen("/datacite/dois/10.5555/slow.1")).toHaveLength(0);
  });

  it("answers 502 naming DataCite when DataCite fails after Crossref's 404", async () => {
    sources.answer("/datacite/dois/10.5281/broken.2", { status: 500, body: "{}" });
    const response = await importText("10.5281/broken.2");
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toBe("Could not reach DataCite. Try again later.");
  });

  it("answers 502 when Crossref answers something that is not JSON", async () => {
    sources.answer("/crossref/works/10.5555/garbled.1", { body: "<html>maintenance</html>", contentType: "text/html" });
    const response = await importText("10.5555/garbled.1");
    expect(response.statusCode).toBe(502);
  });
});
