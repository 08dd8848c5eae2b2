import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBibtex, readRis } from "../../test/citation-readers.js";
import { buildMember } from "../../test/factories.js";
import { buildPublication } from "../../test/publication-factories.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Stored values that tried to end their field and forge an entry or a record. They are written straight to
 * the database: publishing refuses such a DOI now, but rows stored before must still cite safely.
 */
const PAYLOADS = [
  { case: "a DOI closing the entry", title: "Forged DOI", doi: "10.1234/y}},@article{alicefake,title={Forged}" },
  { case: "a stray closing brace in the title", title: "Unbalanced } title" },
  { case: "TeX commands in the title", title: "\\input{/etc/passwd} \\end{document} %comment" },
  { case: "a new RIS record in the title", title: "Line one\nER  - \nTY  - JOUR\nUR  - javascript:alert(1)" },
  {
    case: "a new RIS record in the journal",
    title: "Journal trick",
    journal: "J\r\nER  - \r\nTY  - JOUR\r\nTI  - Forged",
  },
  { case: "an entry in the abstract", title: "Abstract trick", abstract: "}\n@misc{evil, title={x}}\n" },
];

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

async function citedAs(format: "bibtex" | "ris", payload: (typeof PAYLOADS)[number]) {
  const member = await buildMember(t);
  const { case: _case, ...values } = payload;
  const publication = await buildPublication(t, { user_id: member.user.id, ...values });
  const response = await t.app.inject({
    method: "GET",
    url: `/user/publication/cite/?id=${publication.id}&format=${format}`,
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe("citing a publication whose stored values try to break out of their field", () => {
  it.each(PAYLOADS)("as BibTeX with $case gives one entry with the same title", async (payload) => {
    const { entries, errors } = readBibtex(await citedAs("bibtex", payload));
    expect(errors).toEqual([]);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.fields.title).toBe(oneLine(payload.title));
    expect(entries[0]?.fields.doi).toBeUndefined();
  });

  it.each(PAYLOADS)("as RIS with $case gives one record with the same title", async (payload) => {
    const ris = await citedAs("ris", payload);
    const records = readRis(ris);
    expect(records).toHaveLength(1);
    expect(records[0]?.title).toBe(oneLine(payload.title));
    expect(ris).not.toMatch(/^UR {2}- javascript/m);
    expect(ris.match(/^TY {2}- /gm)).toHaveLength(1);
  });

  it("exports every one of them to one member's file, one entry and one record each", async () => {
    const member = await buildMember(t);
    for (const { case: _case, ...values } of PAYLOADS)
      await buildPublication(t, { user_id: member.user.id, ...values });
    const exported = (format: string) =>
      t.app.inject({ method: "GET", url: `/user/publication/export/?user=${member.profile.id}&format=${format}` });
    const { entries, errors } = readBibtex((await exported("bibtex")).body);
    expect(errors).toEqual([]);
    expect(entries.map((entry) => entry.fields.title)).toEqual(PAYLOADS.map((payload) => oneLine(payload.title)));
    expect(readRis((await exported("ris")).body).map((record) => record.title)).toEqual(
      PAYLOADS.map((payload) => oneLine(payload.title)),
    );
  });
});

describe("importing a reference whose DOI is no DOI", () => {
  it("drafts the entry without the DOI, for the member to fill", async () => {
    const member = await buildMember(t);
    const response = await t.app.inject({
      method: "POST",
      url: "/user/publication/import/",
      headers: member.headers,
      payload: {
        text: '@article{a, title = {Quoted DOI}, author = {Doe, Jane}, year = {2020}, doi = {10.1234/a"b c}}',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject([{ title: "Quoted DOI", doi: null }]);
  });
});
