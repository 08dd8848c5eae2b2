import { PUBLICATION_TYPES, type PublicationType, parsePublicationDate } from "@scholarly/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apaBibliography,
  cslSchemaAvailable,
  cslSchemaErrors,
  installed,
  readBibtex,
  readRis,
  runBiber,
  runBibtex,
} from "../../test/citation-readers.js";
import { buildMember } from "../../test/factories.js";
import { publicationForm } from "../../test/forms.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { CSL_TYPE_OF, publicationTypeOfCsl } from "../csl/publication-types.js";

/** The title that broke every format once: braces, an ampersand, angle brackets, quotes, a percent sign, math. */
const HOSTILE_TITLE = '{Bayesian} & <Frequentist> "Methods": 100% of $\\alpha$';
/** Names in six scripts: Latin with accents and a hyphen, Cyrillic, Greek, CJK (family first), Arabic. */
const AUTHORS = ["José Álvarez-Núñez", "Zoë Müller", "Иван Петров", "Γιώργος Παπαδόπουλος", "田中 太郎", "محمد علي"];
/** The kinds whose every citation format has a field for where the work appeared. */
const WITH_VENUE = new Set<PublicationType>(["journal", "article", "conference", "conference paper", "chapter"]);

interface Fixture {
  kind: PublicationType;
  title: string;
  /** As the form sends it: yyyy-MM-dd, or only yyyy-MM or yyyy when that is all that is known. */
  date: string;
  doi: string;
  venue?: string;
}

const fixtures: Fixture[] = [
  ...PUBLICATION_TYPES.map((kind, index) => ({
    kind,
    title: `${HOSTILE_TITLE} (${kind})`,
    date: `20${String(10 + index).padStart(2, "0")}-02-${String(index + 2).padStart(2, "0")}`,
    doi: `10.5555/fixture.${index}`,
    ...(WITH_VENUE.has(kind) && { venue: `Journal of Things ${index}` }),
  })),
  // Works whose source gave only a year, or a year and month: no format may invent the rest.
  {
    kind: "article",
    title: `${HOSTILE_TITLE} (year only)`,
    date: "2008",
    doi: "10.5555/fixture.year",
    venue: "Annals",
  },
  { kind: "book", title: `${HOSTILE_TITLE} (year and month)`, date: "2009-07", doi: "10.5555/fixture.month" },
];
/** The date parts a reader should find: [2008], [2009, 7] or [2010, 2, 2]. */
const datePartsOf = (work: Fixture) => work.date.split("-").map(Number);
const byTitle = (title: string) => fixtures.find((work) => work.title.endsWith(title)) as Fixture;
const KEYWORDS = ["inference", "Bayes factors", "日本語"];
const ABSTRACT = "We compare 5% & more of {both} schools.";

let t: TestApp;
let owner: Awaited<ReturnType<typeof buildMember>>;
const exported: Record<"bibtex" | "ris" | "csl-json", string> = { bibtex: "", ris: "", "csl-json": "" };
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://scholarly.example.org" });
  owner = await buildMember(t, { name: AUTHORS[0] });
  for (const work of fixtures) {
    const response = await t.app.inject({
      method: "POST",
      url: "/user/publication/publication/",
      headers: owner.headers,
      payload: publicationForm({
        title: work.title,
        author: "",
        authors: JSON.stringify(
          AUTHORS.map((name, index) => ({ name, ...(index === 0 && { profile_id: owner.profile.id }) })),
        ),
        publication_date: work.date,
        publication_type: work.kind,
        doi: work.doi,
        abstract: ABSTRACT,
        keywords: JSON.stringify(KEYWORDS),
        publisher: "Presses de l'Université",
        volume: "12",
        issue: "3",
        pages: "101-118",
        ...(work.venue && { journal: work.venue }),
      }),
    });
    expect(response.statusCode).toBe(201);
  }
  for (const format of ["bibtex", "ris", "csl-json"] as const) {
    const response = await t.app.inject({
      method: "GET",
      url: `/user/publication/export/?user=${owner.profile.id}&format=${format}`,
    });
    expect(response.statusCode).toBe(200);
    exported[format] = response.body;
  }
}, 120_000);
afterAll(() => t.close());

/** The kind a format brings back: kinds that every format files alike (a journal and an article) come back as one. */
const kindReadBack = (kind: PublicationType) => publicationTypeOfCsl(CSL_TYPE_OF[kind].type, CSL_TYPE_OF[kind].genre);

describe("a member's BibTeX export read by BibTeX tools", () => {
  it.skipIf(!installed("bibtex"))(
    "runs through bibtex with plain.bst without an error (skipped when bibtex is not installed)",
    () => {
      const run = runBibtex(exported.bibtex);
      expect(run.errors).toEqual([]);
      expect(run.status).not.toBe(2);
      // plain.bst prints the hyphenated name whole and the month by name.
      expect(run.bbl).toContain("{{\\'A}lvarez-N{\\'u}{\\~n}ez}");
      expect(run.bbl).toContain("February 2010");
    },
  );

  it.skipIf(!installed("biber"))(
    "passes biber's data-model check without a warning (skipped when biber is not installed)",
    () => {
      const run = runBiber(exported.bibtex);
      expect(run.problems).toEqual([]);
      expect(run.status).toBe(0);
    },
  );

  it("reads back in Better BibTeX's parser with every author in every script, the title, month and day", () => {
    const { entries, errors } = readBibtex(exported.bibtex);
    expect(errors).toEqual([]);
    expect(entries).toHaveLength(fixtures.length);
    const first = entries[0];
    expect(first?.fields.author).toEqual([
      { lastName: "Álvarez-Núñez", firstName: "José" },
      { lastName: "Müller", firstName: "Zoë" },
      { lastName: "Петров", firstName: "Иван" },
      { lastName: "Παπαδόπουλος", firstName: "Γιώργος" },
      { lastName: "田中", firstName: "太郎" },
      { lastName: "علي", firstName: "محمد" },
    ]);
    expect(entries.map((entry) => entry.fields.title)).toEqual(
      fixtures.map((work) => work.title.replace("$\\alpha$", "α")),
    );
    expect(first?.fields).toMatchObject({ month: "2", date: fixtures[0]?.date, abstract: ABSTRACT });
    expect(first?.fields.keywords?.sort()).toEqual([...KEYWORDS].sort());
    expect(exported.bibtex).toContain("{$\\alpha$}");
    expect(exported.bibtex).toContain("  month = feb,\n");
  });

  it("gives a year-only work no month or date, and a year-and-month work its month without a day", () => {
    const { entries } = readBibtex(exported.bibtex);
    const yearOnly = entries[fixtures.indexOf(byTitle("(year only)"))]?.fields;
    const yearMonth = entries[fixtures.indexOf(byTitle("(year and month)"))]?.fields;
    expect(yearOnly).toMatchObject({ year: "2008" });
    expect(yearOnly?.month).toBeUndefined();
    expect(yearOnly?.date).toBeUndefined();
    expect(yearMonth).toMatchObject({ year: "2009", month: "7", date: "2009-07" });
  });
});

describe("a member's RIS export read by astrocite", () => {
  it("gives one record per work, every value whole, the date, publisher, issue and one keyword per KW", () => {
    const records = readRis(exported.ris);
    expect(records).toHaveLength(fixtures.length);
    for (const [index, record] of records.entries()) {
      const work = fixtures[index] as Fixture;
      expect(record.title).toBe(work.title);
      expect(record.author).toEqual([
        { family: "Álvarez-Núñez", given: "José" },
        { family: "Müller", given: "Zoë" },
        { family: "Петров", given: "Иван" },
        { family: "Παπαδόπουλος", given: "Γιώργος" },
        { family: "田中", given: "太郎" },
        { family: "علي", given: "محمد" },
      ]);
      // astrocite reads an unknown month or day (2008///) as an empty part.
      const parts = record.issued?.["date-parts"]?.[0]?.filter((part) => String(part) !== "");
      expect(parts?.map(Number)).toEqual(datePartsOf(work));
      expect(record.keyword).toEqual(KEYWORDS);
      expect(record.DOI).toBe(work.doi);
      expect(record.publisher).toBe("Presses de l'Université");
    }
    expect(exported.ris).toMatch(/^IS {2}- 3$/m);
    expect(exported.ris).toMatch(/^PY {2}- 2008\/\/\/$/m);
    expect(exported.ris).toMatch(/^DA {2}- 2009\/07\/\/$/m);
  });
});

describe("a member's CSL-JSON export", () => {
  it.skipIf(!cslSchemaAvailable)(
    "is valid against the official CSL data schema (skipped without one: ../shared/schemas/csl-data.json or CSL_DATA_SCHEMA)",
    () => {
      expect(cslSchemaErrors(JSON.parse(exported["csl-json"]))).toEqual([]);
    },
  );

  it("formats in APA with citeproc-js, CJK names family first without a space", () => {
    const bibliography = apaBibliography(JSON.parse(exported["csl-json"]));
    expect(bibliography).toHaveLength(fixtures.length);
    expect(bibliography[0]).toContain("Álvarez-Núñez, J., Müller, Z., Петров, И., Παπαδόπουλος, Γ., 田中太郎");
    expect(bibliography[0]).toContain("{Bayesian} & <Frequentist>");
  });

  it("carries only the known parts of a date in issued.date-parts, and APA prints them", () => {
    const items = JSON.parse(exported["csl-json"]) as {
      id: string;
      title: string;
      issued?: { "date-parts": number[][] };
    }[];
    const issuedOf = (title: string) => items.find((item) => item.title.endsWith(title))?.issued;
    expect(issuedOf("(year only)")).toEqual({ "date-parts": [[2008]] });
    expect(issuedOf("(year and month)")).toEqual({ "date-parts": [[2009, 7]] });
    const bibliography = apaBibliography(items);
    expect(bibliography.find((entry) => entry.includes("(year only)"))).toContain("(2008)");
  });
});

/** The date and precision a draft should carry for a fixture's date. */
function storedDate(work: Fixture) {
  const parsed = parsePublicationDate(work.date);
  return { publication_date: parsed?.date, publication_date_precision: parsed?.precision };
}

describe("importing our own export", () => {
  const importDrafts = async (text: string) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/user/publication/import/",
      headers: owner.headers,
      payload: { text },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as Record<string, unknown>[];
  };

  it.each([
    // BibTeX means `$\alpha$` as math, and a reader gives back what it typesets.
    ["bibtex", (title: string) => title.replace("$\\alpha$", "α"), kindReadBack],
    // citation-js reads no M3 (genre) of a DATA record, so raw data comes back as data.
    ["ris", (title: string) => title, (kind: PublicationType) => (kind === "raw data" ? "data" : kindReadBack(kind))],
    ["csl-json", (title: string) => title, kindReadBack],
  ] as const)(
    "from %s gives back every author, title, date, kind, venue, DOI, abstract and keyword",
    async (format, titleOf, kindOf) => {
      const drafts = await importDrafts(exported[format]);
      expect(drafts).toHaveLength(fixtures.length);
      for (const [index, draft] of drafts.entries()) {
        const work = fixtures[index] as Fixture;
        expect(draft).toMatchObject({
          title: titleOf(work.title),
          authors: AUTHORS.map((name) => ({ name })),
          ...storedDate(work),
          publication_type: kindOf(work.kind),
          doi: work.doi,
          abstract: ABSTRACT,
          keywords: KEYWORDS,
          duplicate: true,
        });
        if (work.venue) expect(draft.journal).toBe(work.venue);
      }
    },
  );

  it("keeps a comma form as family, given in any script, and shows CJK names family first", async () => {
    const drafts = await importDrafts("TY  - JOUR\nAU  - 山田, 花子\nAU  - Lovelace-Núñez, Ada\nTI  - Names\nER  - \n");
    expect(drafts[0]?.authors).toEqual([{ name: "山田 花子" }, { name: "Ada Lovelace-Núñez" }]);
  });
});

describe("harvesting the works as Dublin Core", () => {
  it("lists CJK authors family name first", async () => {
    const { id } = (
      await t.app.inject({ method: "GET", url: "/user/publication/publication/", headers: owner.headers })
    ).json().results[0];
    const identifier = `oai:scholarly.example.org:publication/${id}`;
    const xml = (
      await t.app.inject({ method: "GET", url: `/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=${identifier}` })
    ).body;
    expect(xml).toContain("<dc:creator>田中, 太郎</dc:creator>");
    expect(xml).toContain("<dc:creator>Álvarez-Núñez, José</dc:creator>");
  });
});
