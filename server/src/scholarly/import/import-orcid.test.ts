import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../../test/factories.js";
import { type FakeSources, sourceFixture, startFakeSources } from "../../test/fake-sources.js";
import { buildPublication } from "../../test/publication-factories.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

const ORCID = "0000-0002-1825-0097";

let t: TestApp;
let sources: FakeSources;
beforeAll(async () => {
  sources = await startFakeSources();
  t = await createTestApp(sources.env());
  const works = JSON.parse(sourceFixture("orcid-works.json"));
  const putCodes = works.group.map(
    (group: { "work-summary": { "put-code": number }[] }) => group["work-summary"][0]?.["put-code"],
  );
  sources.answer(`/orcid/v3.0/${ORCID}/works`, { body: JSON.stringify(works) });
  sources.answer(`/orcid/v3.0/${ORCID}/works/${putCodes.join(",")}`, { body: sourceFixture("orcid-works-bulk.json") });
});
afterAll(async () => {
  await t.close();
  await sources.close();
});

const importOrcid = async (orcid: string, member?: Awaited<ReturnType<typeof buildMember>>) =>
  t.app.inject({
    method: "POST",
    url: "/user/publication/import/",
    headers: (member ?? (await buildMember(t))).headers,
    payload: { orcid },
  });

describe("importing every work of an ORCID record", () => {
  it("answers a draft for each of the record's 30 works, in the record's order", async () => {
    const response = await importOrcid(ORCID);
    expect(response.statusCode).toBe(200);
    const drafts = response.json().data;
    expect(drafts).toHaveLength(30);
    expect(drafts[0]).toEqual({
      title: "Notes on the Analytical Engine",
      authors: [{ name: "Ada Lovelace", orcid: ORCID }, { name: "L. F. Menabrea" }],
      et_al: false,
      publication_date: "2019-01-01",
      publication_date_precision: "year",
      publication_type: "article",
      doi: "10.5555/analytical.2019.001",
      abstract: "We revisit the Analytical Engine.",
      journal: "Journal of Computing History",
      volume: null,
      issue: null,
      pages: null,
      publisher: null,
      isbn: null,
      url: "https://doi.org/10.5555/analytical.2019.001",
      keywords: [],
      duplicate: false,
    });
    expect(drafts[2]).toMatchObject({
      title: "Merging sorted feeds: a bounded-memory approach",
      publication_type: "conference paper",
      publication_date: "2021-06-14",
      publication_date_precision: "day",
    });
    expect(drafts.slice(3, 12).map((draft: { publication_type: string }) => draft.publication_type)).toEqual([
      "preprint",
      "chapter",
      "data",
      "thesis",
      "report",
      "code",
      "poster",
      "book",
      "other",
    ]);
  });

  it("asks ORCID for JSON, the summary first and then the works in one bulk read", async () => {
    await importOrcid(ORCID);
    const requests = sources.seen(`/orcid/v3.0/${ORCID}/works`).slice(-2);
    expect(requests.map((request) => request.path.split(",").length)).toEqual([1, 30]);
    expect(requests.every((request) => request.headers.accept === "application/json")).toBe(true);
    expect(requests[0]?.headers["user-agent"]).toBe("Scholarly/1.0 (mailto:librarian@scholarly.example.org)");
  });

  it("takes the iD as an orcid.org link too, and marks works the member already has", async () => {
    const member = await buildMember(t);
    await buildPublication(t, { user_id: member.user.id, doi: "10.5281/ZENODO.7301234" });
    const response = await importOrcid(`https://orcid.org/${ORCID}`, member);
    const duplicates = response.json().data.filter((draft: { duplicate: boolean }) => draft.duplicate);
    expect(duplicates.map((draft: { title: string }) => draft.title)).toEqual(["Engine cycle measurements"]);
  });

  it("answers 404 for a record ORCID does not have", async () => {
    const response = await importOrcid("0000-0001-5109-3700");
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe("No ORCID record found for 0000-0001-5109-3700.");
  });

  it("refuses an iD whose check digit is wrong before asking ORCID", async () => {
    const response = await importOrcid("0000-0002-1825-0098");
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("That ORCID iD's check digit does not match.");
    expect(sources.seen("/orcid/v3.0/0000-0002-1825-0098")).toHaveLength(0);
  });

  it("answers 502 naming ORCID when ORCID fails", async () => {
    sources.answer("/orcid/v3.0/0000-0003-1419-2405/works", { status: 500, body: "{}" });
    const response = await importOrcid("0000-0003-1419-2405");
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toBe("Could not reach ORCID. Try again later.");
  });
});
