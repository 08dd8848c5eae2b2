import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../../test/factories.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

const IMPORT = "/user/publication/import/";

let t: TestApp;
let member: Awaited<ReturnType<typeof buildMember>>;
beforeAll(async () => {
  t = await createTestApp();
  member = await buildMember(t);
});
afterAll(() => t.close());

const importText = (text: string) =>
  t.app.inject({ method: "POST", url: IMPORT, headers: member.headers, payload: { text } });

const ENGINE = {
  id: "lovelace2024engine",
  type: "article-journal",
  title: "Analytical engines",
  author: [{ family: "Lovelace-Núñez", given: "Ada" }, { family: "山田", given: "花子" }, { literal: "CERN" }],
  issued: { "date-parts": [[2024, 3, 15]] },
  "container-title": "Journal of Computing History",
  volume: 12,
  page: "101-118",
  DOI: "10.5555/engines.2024.7",
  abstract: "We show that engines compute.",
  keyword: "engines, history",
  // Variables the import does not read are left alone, whatever they hold.
  note: { deeply: [[["nested"]]] },
};

describe("importing CSL-JSON", () => {
  it("reads one item object as a draft", async () => {
    const response = await importText(JSON.stringify(ENGINE));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: [
        {
          title: "Analytical engines",
          authors: [{ name: "Ada Lovelace-Núñez" }, { name: "山田 花子" }, { name: "CERN" }],
          publication_date: "2024-03-15",
          publication_type: "article",
          journal: "Journal of Computing History",
          volume: "12",
          pages: "101-118",
          doi: "10.5555/engines.2024.7",
          abstract: "We show that engines compute.",
          keywords: ["engines", "history"],
        },
      ],
      rejected: [],
    });
  });

  it("reads a list, refusing by id each item of the wrong shape while the others import", async () => {
    const response = await importText(
      JSON.stringify([
        ENGINE,
        { id: "badtitle", type: "book", title: { nested: true } },
        { id: "longtitle", type: "book", title: "x".repeat(70_000) },
        { id: "badauthors", type: "book", title: "B", author: "Ada Lovelace" },
        42,
        null,
        { id: "nothing", type: "book", name: "Not CSL" },
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(1);
    expect(response.json().rejected).toEqual([
      { key: "badtitle", message: expect.stringMatching(/^Its title is not valid CSL: /) },
      { key: "longtitle", message: "Its title is longer than 64 kB." },
      { key: "badauthors", message: expect.stringMatching(/^Its author is not valid CSL: /) },
      { key: "entry 5", message: "It is not a CSL item (a JSON object)." },
      { key: "entry 6", message: "It is not a CSL item (a JSON object)." },
      { key: "nothing", message: "It holds none of the CSL variables the import reads (title, author, DOI, …)." },
    ]);
  });

  it("answers 400 naming the first refusal when no item can be imported", async () => {
    const response = await importText(JSON.stringify([{ id: "x1", title: 7 }]));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^No entry could be imported\. x1: Its title is not valid CSL/);
  });

  it("answers 400 for JSON that does not parse", async () => {
    const response = await importText('[{"id": "a", "title": "unclosed}');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^The pasted JSON could not be read: /);
  });

  it("answers 400 for more than 500 items", async () => {
    const response = await importText(JSON.stringify(Array.from({ length: 501 }, (_, index) => ({ id: index }))));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("The pasted text holds 501 entries; import at most 500 at a time.");
  });

  it.each([
    ["nested a million deep", `${"[".repeat(1_000_000)}${"]".repeat(1_000_000)}`],
    ["nested in a read variable", JSON.stringify({ id: "deep", type: "book", title: "T", author: [[[[[[]]]]]] })],
    ["a huge array of numbers", `[${Array.from({ length: 400_000 }, () => "1").join(",")}]`],
    ["a huge author list", JSON.stringify({ id: "many", title: "T", author: Array(100_000).fill({ family: "A" }) })],
    ["dates of the wrong shape", JSON.stringify({ id: "d", title: "T", issued: { "date-parts": "2024" } })],
    ["a bare string", JSON.stringify("10.5555/x")],
  ])("answers 4xx, never 500, for JSON %s", async (_, text) => {
    const response = await importText(text);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
