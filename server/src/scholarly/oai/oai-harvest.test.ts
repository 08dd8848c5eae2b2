import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../../test/factories.js";
import { oaiSchemaErrors, readOai } from "../../test/oai-schema.js";
import { buildPublication } from "../../test/publication-factories.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

const HOST = "scholarly.example.org";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: `https://${HOST}` });
});
afterAll(() => t.close());

async function harvest(query: string) {
  const response = await t.app.inject({ method: "GET", url: `/oai?${query}` });
  expect(await oaiSchemaErrors(response.body)).toEqual([]);
  return readOai(response.body);
}

const identifierOf = (id: number) => `oai:${HOST}:publication/${id}`;
const idOf = (identifier: string) => Number(identifier.split("/").at(-1));

/** Publications of a new member, with their datestamps set to the given moment. */
async function publicationsChangedAt(at: string, count: number, overrides: { publication_type?: string } = {}) {
  const member = await buildMember(t);
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    ids.push((await buildPublication(t, { user_id: member.user.id, ...overrides })).id);
  }
  await t.db.updateTable("publications").set({ updated_at: at }).where("id", "in", ids).execute();
  return { member, ids };
}

describe("harvesting every record", () => {
  it("comes in pages of 100 with resumption tokens counting through the whole list", async () => {
    const { ids } = await publicationsChangedAt("2001-05-05T12:00:00Z", 250);
    const range = "metadataPrefix=oai_dc&from=2001-01-01&until=2001-12-31";
    const first = await harvest(`verb=ListRecords&${range}`);
    expect(first.ListRecords.record).toHaveLength(100);
    expect(first.ListRecords.resumptionToken).toMatchObject({ completeListSize: "250", cursor: "0" });
    const second = await harvest(`verb=ListRecords&resumptionToken=${first.ListRecords.resumptionToken["#text"]}`);
    expect(second.ListRecords.resumptionToken).toMatchObject({ completeListSize: "250", cursor: "100" });
    const third = await harvest(`verb=ListRecords&resumptionToken=${second.ListRecords.resumptionToken["#text"]}`);
    expect(third.ListRecords.record).toHaveLength(50);
    // The last page's token is empty: the list is complete.
    expect(third.ListRecords.resumptionToken).toEqual({ completeListSize: "250", cursor: "200" });
    const harvested = [first, second, third].flatMap((page) =>
      page.ListRecords.record.map((record: { header: { identifier: string }[] }) =>
        idOf(record.header[0]?.identifier ?? ""),
      ),
    );
    expect(harvested).toEqual(ids);
    expect(first.ListRecords.record[0].metadata["oai_dc:dc"]["dc:title"]).toMatch(/^Findings number/);
  });

  it("lists identifiers the same way, headers only", async () => {
    const { ids } = await publicationsChangedAt("2002-05-05T12:00:00Z", 120);
    const first = await harvest("verb=ListIdentifiers&metadataPrefix=oai_dc&from=2002-01-01&until=2002-12-31");
    expect(first.ListIdentifiers.header).toHaveLength(100);
    expect(first.ListIdentifiers.header[0]).toEqual({
      identifier: identifierOf(ids[0] as number),
      datestamp: "2002-05-05T12:00:00Z",
      setSpec: ["type:article"],
    });
    const rest = await harvest(
      `verb=ListIdentifiers&resumptionToken=${first.ListIdentifiers.resumptionToken["#text"]}`,
    );
    expect(rest.ListIdentifiers.header.map((header: { identifier: string }) => idOf(header.identifier))).toEqual(
      ids.slice(100),
    );
  });

  it("answers a list that fits one page without a resumption token", async () => {
    await publicationsChangedAt("2003-03-03T03:03:03Z", 3);
    const page = await harvest("verb=ListIdentifiers&metadataPrefix=oai_dc&from=2003-01-01&until=2003-12-31");
    expect(page.ListIdentifiers.header).toHaveLength(3);
    expect(page.ListIdentifiers.resumptionToken).toBeUndefined();
  });
});

describe("harvesting a selection", () => {
  it("takes from and until as inclusive bounds, by day or by second", async () => {
    const early = await publicationsChangedAt("2004-06-01T09:59:59Z", 1);
    const onTime = await publicationsChangedAt("2004-06-01T10:00:00Z", 1);
    const late = await publicationsChangedAt("2004-06-02T00:00:00Z", 1);
    const ids = async (range: string) =>
      (await harvest(`verb=ListIdentifiers&metadataPrefix=oai_dc&${range}`)).ListIdentifiers.header.map(
        (header: { identifier: string }) => idOf(header.identifier),
      );
    expect(await ids("from=2004-06-01&until=2004-06-01")).toEqual([...early.ids, ...onTime.ids]);
    expect(await ids("from=2004-06-01T10:00:00Z&until=2004-06-02T00:00:00Z")).toEqual([...onTime.ids, ...late.ids]);
    expect(await ids("from=2004-06-01T00:00:00Z&until=2004-06-01T10:00:00Z")).toEqual([...early.ids, ...onTime.ids]);
  });

  it("takes a set as one kind of publication, or every kind for the parent set", async () => {
    const papers = await publicationsChangedAt("2005-01-01T00:00:00Z", 2, { publication_type: "conference paper" });
    const articles = await publicationsChangedAt("2005-01-01T00:00:00Z", 1, { publication_type: "article" });
    const inSet = async (set: string) =>
      (
        await harvest(`verb=ListIdentifiers&metadataPrefix=oai_dc&from=2005-01-01&until=2005-01-01&set=${set}`)
      ).ListIdentifiers.header.map((header: { identifier: string }) => idOf(header.identifier));
    expect(await inSet("type:conference-paper")).toEqual(papers.ids);
    expect(await inSet("type:article")).toEqual(articles.ids);
    expect(await inSet("type")).toEqual([...papers.ids, ...articles.ids]);
  });
});

describe("harvesting changes and deletions", () => {
  it("moves a record's datestamp when its metadata changes, not when it is read", async () => {
    const { ids } = await publicationsChangedAt("2006-01-01T00:00:00Z", 2);
    const [edited, read] = ids as [number, number];
    await t.db.updateTable("publications").set({ title: "A better title" }).where("id", "=", edited).execute();
    await t.db
      .updateTable("publications")
      .set((eb) => ({ reads: eb("reads", "+", 1) }))
      .where("id", "=", read)
      .execute();
    const unchanged = await harvest("verb=ListIdentifiers&metadataPrefix=oai_dc&from=2006-01-01&until=2006-01-01");
    expect(unchanged.ListIdentifiers.header.map((header: { identifier: string }) => idOf(header.identifier))).toEqual([
      read,
    ]);
    const record = await harvest(`verb=GetRecord&identifier=${identifierOf(edited)}&metadataPrefix=oai_dc`);
    expect(new Date(record.GetRecord.record[0].header[0].datestamp).getFullYear()).toBeGreaterThan(2006);
  });

  it("moves a record's datestamp when only its ISBN changes", async () => {
    const { ids } = await publicationsChangedAt("2007-01-01T00:00:00Z", 1);
    const [edited] = ids as [number];
    await t.db.updateTable("publications").set({ isbn: "9780306406157" }).where("id", "=", edited).execute();
    const record = await harvest(`verb=GetRecord&identifier=${identifierOf(edited)}&metadataPrefix=oai_dc`);
    expect(new Date(record.GetRecord.record[0].header[0].datestamp).getFullYear()).toBeGreaterThan(2007);
  });

  it("keeps a tombstone of each deleted publication, also when its member's account is deleted", async () => {
    const { ids } = await publicationsChangedAt("2007-01-01T00:00:00Z", 1);
    const { member, ids: accountIds } = await publicationsChangedAt("2007-01-01T00:00:00Z", 2, {
      publication_type: "thesis",
    });
    const before = new Date(Date.now() - 1000);
    await t.db
      .deleteFrom("publications")
      .where("id", "=", ids[0] as number)
      .execute();
    await t.db.deleteFrom("users").where("id", "=", member.user.id).execute();
    const from = `${before.toISOString().slice(0, 19)}Z`;
    const page = await harvest(`verb=ListIdentifiers&metadataPrefix=oai_dc&from=${from}`);
    const deleted = page.ListIdentifiers.header.filter((header: { status?: string }) => header.status === "deleted");
    expect(deleted.map((header: { identifier: string }) => idOf(header.identifier))).toEqual([...ids, ...accountIds]);
    expect(deleted[1].setSpec).toEqual(["type:thesis"]);
    const records = await harvest(`verb=ListRecords&metadataPrefix=oai_dc&from=${from}&set=type:thesis`);
    expect(records.ListRecords.record.every((record: { metadata?: unknown }) => record.metadata === undefined)).toBe(
      true,
    );
  });
});
