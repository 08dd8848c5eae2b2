import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../../test/factories.js";
import { type FakeSources, sourceFixture, startFakeSources } from "../../test/fake-sources.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

const ARXIV = "/arxiv/api/query";

let t: TestApp;
let sources: FakeSources;
let member: Awaited<ReturnType<typeof buildMember>>;
beforeAll(async () => {
  sources = await startFakeSources();
  t = await createTestApp(sources.env());
  member = await buildMember(t);
});
afterAll(async () => {
  await t.close();
  await sources.close();
});

const importText = (text: string) =>
  t.app.inject({ method: "POST", url: "/user/publication/import/", headers: member.headers, payload: { text } });

/** The ids arXiv was asked for, in order. */
const askedIds = () => sources.seen(ARXIV).map((request) => request.query.get("id_list"));

describe("importing an arXiv preprint", () => {
  it("answers the newest version as a preprint dated by its first version", async () => {
    sources.answer(ARXIV, { body: sourceFixture("arxiv-2301.01234.atom"), contentType: "application/atom+xml" });
    const response = await importText("2301.01234");
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        title: "Sorting Feeds with Bounded Memory: Merging Sorted Streams at Scale",
        authors: [{ name: "Grace Hopper" }, { name: "Jürgen Müller" }, { name: "Alan M. Turing" }],
        et_al: false,
        publication_date: "2023-01-03",
        publication_date_precision: "day",
        publication_type: "preprint",
        doi: "10.5555/feeds.2023.042",
        abstract:
          "We study merging of sorted feeds when memory is bounded. The merge keeps at most $k$ items & answers " +
          "in $O(\\log k)$ per item. Experiments on 10^6 posts confirm the bound.",
        journal: "J. Feed Syst. 4 (2023) 17-31",
        volume: null,
        issue: null,
        pages: null,
        publisher: "arXiv",
        isbn: null,
        url: "https://arxiv.org/abs/2301.01234v3",
        keywords: [],
        duplicate: false,
      },
    ]);
    expect(askedIds().at(-1)).toBe("2301.01234");
  });

  it.each([
    ["arXiv:2301.01234v2", "2301.01234v2"],
    ["https://arxiv.org/abs/2301.01234v2", "2301.01234v2"],
    ["https://arxiv.org/pdf/2301.01234v2.pdf", "2301.01234v2"],
    ["arxiv:hep-th/9901001", "hep-th/9901001"],
  ])("recognises %s and asks for %s", async (pasted, id) => {
    sources.answer(ARXIV, { body: sourceFixture("arxiv-2301.01234v2.atom"), contentType: "application/atom+xml" });
    const response = await importText(pasted);
    expect(response.statusCode).toBe(200);
    expect(askedIds().at(-1)).toBe(id);
  });

  it("gives a preprint arXiv knows no journal version of arXiv's own DOI", async () => {
    sources.answer(ARXIV, { body: sourceFixture("arxiv-2301.01234v2.atom"), contentType: "application/atom+xml" });
    const [draft] = (await importText("arXiv:2301.01234v2")).json().data;
    expect(draft).toMatchObject({
      title: "Sorting Feeds with Bounded Memory",
      doi: "10.48550/arXiv.2301.01234",
      journal: null,
      url: "https://arxiv.org/abs/2301.01234v2",
    });
  });

  it.each([
    ["arxiv-empty.atom", "2301.99999"],
    ["arxiv-error.atom", "1234.56789"],
  ])("answers 404 when arXiv answers %s", async (fixture, id) => {
    sources.answer(ARXIV, { body: sourceFixture(fixture), contentType: "application/atom+xml" });
    const response = await importText(id);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(`No record found for arXiv id ${id}.`);
  });

  it("answers 502 naming arXiv when arXiv fails", async () => {
    sources.answer(ARXIV, { status: 503, body: "Retry later", contentType: "text/plain" });
    const response = await importText("2301.01234");
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toBe("Could not reach arXiv. Try again later.");
  });
});
