import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../../test/factories.js";
import { buildPublication } from "../../test/publication-factories.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

const IMPORT = "/user/publication/import/";

let t: TestApp;
let member: Awaited<ReturnType<typeof buildMember>>;
beforeAll(async () => {
  t = await createTestApp();
  member = await buildMember(t);
});
afterAll(() => t.close());

const importText = (text: string, headers = member.headers) =>
  t.app.inject({ method: "POST", url: IMPORT, headers, payload: { text } });

const BIBTEX = String.raw`
@article{muller2024analytical,
  author = {M{\"u}ller, J{\"u}rgen and Lovelace, Ada},
  title = {Analytical engines \& 50\% of \{things\}\_here},
  journal = {Journal of Computing History},
  year = {2024},
  month = mar,
  volume = {12},
  number = {3},
  pages = {101--118},
  doi = {10.5555/engines.2024.7},
  abstract = {We show <i>that</i> engines compute.},
  keywords = {engines, history; computing},
}

@phdthesis{hopper1934new,
  author = {Grace Hopper},
  title = {New Types of Irreducibility Criteria},
  school = {Yale University},
  year = {1934},
}
`;

const RIS = `TY  - CONF
AU  - Lovelace, Ada
AU  - Babbage, Charles
TI  - Merging sorted feeds
T2  - Proceedings of the Symposium on Feeds
PY  - 2021
DA  - 2021/06/14/
SP  - 118
EP  - 125
DO  - 10.5555/feeds.2021.118
AB  - We merge feeds.
KW  - feeds
KW  - merging
ER  - 

TY  - RPRT
AU  - Hopper, Grace
TI  - Engine maintenance schedules
PY  - 2016
PB  - Analytical Society
ER  - 
`;

describe("importing BibTeX", () => {
  it("answers one draft per entry, LaTeX decoded, with the entry's type", async () => {
    const response = await importText(BIBTEX);
    expect(response.statusCode).toBe(200);
    const [article, thesis] = response.json().data;
    expect(article).toEqual({
      title: "Analytical engines & 50% of {things}_here",
      authors: [{ name: "Jürgen Müller" }, { name: "Ada Lovelace" }],
      et_al: false,
      publication_date: "2024-03-01",
      publication_date_precision: "month",
      publication_type: "article",
      doi: "10.5555/engines.2024.7",
      abstract: "We show that engines compute.",
      journal: "Journal of Computing History",
      volume: "12",
      issue: "3",
      pages: "101-118",
      publisher: null,
      isbn: null,
      url: null,
      keywords: ["engines", "history", "computing"],
      duplicate: false,
    });
    expect(thesis).toMatchObject({
      title: "New Types of Irreducibility Criteria",
      authors: [{ name: "Grace Hopper" }],
      publication_date: "1934-01-01",
      publication_date_precision: "year",
      publication_type: "thesis",
      publisher: "Yale University",
    });
  });

  it("marks an entry whose DOI the member already has", async () => {
    const owner = await buildMember(t);
    await buildPublication(t, { user_id: owner.user.id, doi: "10.5555/ENGINES.2024.7" });
    const [article, thesis] = (await importText(BIBTEX, owner.headers)).json().data;
    expect([article.duplicate, thesis.duplicate]).toEqual([true, false]);
  });
});

describe("importing RIS", () => {
  it("answers one draft per record", async () => {
    const response = await importText(RIS);
    expect(response.statusCode).toBe(200);
    const [paper, report] = response.json().data;
    expect(paper).toMatchObject({
      title: "Merging sorted feeds",
      authors: [{ name: "Ada Lovelace" }, { name: "Charles Babbage" }],
      publication_date: "2021-06-14",
      publication_date_precision: "day",
      publication_type: "conference paper",
      doi: "10.5555/feeds.2021.118",
      abstract: "We merge feeds.",
      journal: "Proceedings of the Symposium on Feeds",
      pages: "118-125",
      keywords: ["feeds", "merging"],
    });
    expect(report).toMatchObject({
      title: "Engine maintenance schedules",
      publication_type: "report",
      publication_date: "2016-01-01",
      publication_date_precision: "year",
      publisher: "Analytical Society",
    });
  });
});

describe("dates as precise as the source gives them", () => {
  it("keeps a BibTeX year as a year and a year with a month as a month", async () => {
    const bibtex = `
      @article{yearonly, title = {Year only}, author = {Doe, Jane}, year = {2021}}
      @article{yearmonth, title = {Year and month}, author = {Doe, Jane}, year = {2021}, month = mar}
      @article{fulldate, title = {Full date}, author = {Doe, Jane}, date = {2021-03-15}}
    `;
    const drafts = (await importText(bibtex)).json().data;
    expect(drafts.map((draft: Record<string, unknown>) => pick(draft))).toEqual([
      { publication_date: "2021-01-01", publication_date_precision: "year" },
      { publication_date: "2021-03-01", publication_date_precision: "month" },
      { publication_date: "2021-03-15", publication_date_precision: "day" },
    ]);
  });

  it("keeps an RIS PY year as a year and a DA year and month as a month", async () => {
    const ris = [
      "TY  - JOUR\nTI  - Year only\nAU  - Doe, Jane\nPY  - 2021\nER  - ",
      "TY  - JOUR\nTI  - Year and month\nAU  - Doe, Jane\nPY  - 2021\nDA  - 2021/03\nER  - ",
      "TY  - JOUR\nTI  - Year and month, slashed\nAU  - Doe, Jane\nDA  - 2021/03//\nER  - ",
    ].join("\n\n");
    const drafts = (await importText(`${ris}\n`)).json().data;
    expect(drafts.map((draft: Record<string, unknown>) => pick(draft))).toEqual([
      { publication_date: "2021-01-01", publication_date_precision: "year" },
      { publication_date: "2021-03-01", publication_date_precision: "month" },
      { publication_date: "2021-03-01", publication_date_precision: "month" },
    ]);
  });
});

const pick = ({ publication_date, publication_date_precision }: Record<string, unknown>) => ({
  publication_date,
  publication_date_precision,
});

describe("the ISBN of a book or chapter", () => {
  it("is taken from BibTeX isbn and RIS SN, compact; an invalid one is left out", async () => {
    const bibtex = `
@book{hopper1952, author = {Hopper, Grace}, title = {Compilers}, year = {1952}, isbn = {978-0-306-40615-7}}
@incollection{lovelace1843, author = {Lovelace, Ada}, title = {Notes}, booktitle = {Memoirs}, year = {1843},
  isbn = {0-306-40615-3}}`;
    const ris = "TY  - CHAP\nAU  - Lovelace, Ada\nTI  - Notes\nT2  - Memoirs\nSN  - 0 306 40615 2\nER  - \n";
    const [book, badChapter] = (await importText(bibtex)).json().data;
    const [chapter] = (await importText(ris)).json().data;
    expect(book).toMatchObject({ publication_type: "book", isbn: "9780306406157" });
    expect(badChapter).toMatchObject({ publication_type: "chapter", isbn: null });
    expect(chapter).toMatchObject({ publication_type: "chapter", journal: "Memoirs", isbn: "0306406152" });
  });
});

describe("importing something else", () => {
  it.each(["Notes on the analytical engine", "see 10.5555/x in the appendix", "   "])(
    "answers 400 'Paste a DOI, an arXiv id, BibTeX, RIS or CSL-JSON.' for %j",
    async (text) => {
      const response = await importText(text);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe("Paste a DOI, an arXiv id, BibTeX, RIS or CSL-JSON.");
    },
  );

  it("refuses both text and an ORCID iD at once", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: IMPORT,
      headers: member.headers,
      payload: { text: "10.5555/x", orcid: "0000-0002-1825-0097" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Send either text or an orcid, not both.");
  });

  it("is only for signed-in members", async () => {
    const response = await t.app.inject({ method: "POST", url: IMPORT, payload: { text: BIBTEX } });
    expect(response.statusCode).toBe(401);
  });

  it("saves nothing", async () => {
    const before = await t.db.selectFrom("publications").select("id").execute();
    await importText(BIBTEX);
    await importText(RIS);
    expect(await t.db.selectFrom("publications").select("id").execute()).toEqual(before);
  });
});

describe("importing a file with a broken entry", () => {
  const JABREF = `
@article{broken2024,
  author = {Lovelace, Ada},
  title = {A month JabRef wrote},
  year = {2024},
  month = #jan#,
}

@article{fine2023,
  author = {Hopper, Grace},
  title = {A fine entry},
  year = {2023},
}
`;

  it("imports the other entries and reports the broken one by its key, with the reason", async () => {
    const response = await importText(JABREF);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((draft: { title: string }) => draft.title)).toEqual(["A fine entry"]);
    expect(response.json().rejected).toEqual([
      { key: "broken2024", message: 'Could not be read: expected "lbrace", got "hash".' },
    ]);
  });

  it("answers 400 naming the entry only when no entry imports", async () => {
    const response = await importText(JABREF.slice(0, JABREF.indexOf("@article{fine2023")));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'No entry could be imported. broken2024: Could not be read: expected "lbrace", got "hash".',
    );
  });

  it("answers rejected as empty when every entry imports", async () => {
    expect((await importText(BIBTEX)).json().rejected).toEqual([]);
  });
});

describe("import details", () => {
  it("reads Google Scholar's 'and others' as et al., not as an author named others", async () => {
    const response = await importText(
      "@article{scholar, author = {Lovelace, Ada and Babbage, Charles and others}, title = {Engines}, year = 2020}",
    );
    expect(response.json().data[0]).toMatchObject({
      authors: [{ name: "Ada Lovelace" }, { name: "Charles Babbage" }],
      et_al: true,
    });
  });

  it("reads RIS's 'others' author as et al.", async () => {
    const response = await importText("TY  - JOUR\nAU  - Lovelace, Ada\nAU  - others\nTI  - Engines\nER  - \n");
    expect(response.json().data[0]).toMatchObject({ authors: [{ name: "Ada Lovelace" }], et_al: true });
  });

  it.each([
    ["BibTeX @misc with type Preprint", "@misc{p, title = {P}, year = 2024, type = {Preprint}}"],
    ["BibLaTeX pubstate preprint", "@article{p, title = {P}, year = 2024, pubstate = {preprint}}"],
    ["BibTeX @unpublished", "@unpublished{p, title = {P}, year = 2024}"],
    ["RIS with M3 Preprint", "TY  - JOUR\nTI  - P\nM3  - Preprint\nER  - \n"],
    ["RIS UNPB", "TY  - UNPB\nTI  - P\nER  - \n"],
  ])("reads a preprint back as a preprint from %s", async (_source, text) => {
    expect((await importText(text)).json().data[0].publication_type).toBe("preprint");
  });

  it("keeps the abstract and every keyword from RIS N2 and KW lines", async () => {
    const response = await importText(
      "TY  - JOUR\nTI  - T\nN2  - The abstract.\nKW  - engines\nKW  - history\nER  - \n",
    );
    expect(response.json().data[0]).toMatchObject({ abstract: "The abstract.", keywords: ["engines", "history"] });
  });

  it("reads the first of a tag an RIS record repeats where one value is meant (title, type, venue, link)", async () => {
    const response = await importText(
      "TY  - JOUR\nTI  - First\nTI  - Second\nM3  - Preprint\nM3  - !\nT2  - Venue\nT2  - Other\n" +
        "UR  - https://example.org/a\nUR  - https://example.org/b\nER  - \n",
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toMatchObject({
      title: "First",
      publication_type: "preprint",
      journal: "Venue",
      url: "https://example.org/a",
    });
  });
});
