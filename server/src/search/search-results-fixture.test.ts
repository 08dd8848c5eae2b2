// A fixed set of posts and the exact answer of every search shape over it: which hits, in which order, and how
// many. Written against the plans before the RUM index (issue 20), so that any change of how hits are found
// (an index, a walk, a bounded phrase check) is proven to give the same answers, on PGlite and on PostgreSQL
// with and without the rum extension.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { buildPublication } from "../test/publication-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const TOPICS = [
  "Graph neural networks for proteins",
  "Soil carbon under drought",
  "Urban heat islands",
  "Bivalve filtration in estuaries",
  "Glacier calving dynamics",
  "Sleep and memory consolidation",
  "Coral reef resilience",
];

/** Post `index`'s text: which words it holds, and where, follows from the index alone. */
function fixtureText(index: number): { title: string; text: string } {
  const sentences = [`Study ${index} of many.`];
  if (index % 4 !== 3) sentences.push("Our results are robust.");
  if (index % 5 === 0) sentences.push("The results and further results agree.");
  if (index % 3 === 0) sentences.push("Earlier estimates were biased by sampling.");
  if (index % 3 === 1 && index % 2 === 0) sentences.push("Estimates were earlier thought biased.");
  if (index % 13 === 0) sentences.push("Nearby coral was sampled.");
  if (index % 2 === 0) sentences.push("No bleaching was seen.");
  if (index % 5 === 1) sentences.push("#ecology");
  return { title: `F${index} ${TOPICS[(index * 5) % TOPICS.length]}`, text: sentences.join(" ") };
}

const POSTS = 64;
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let reader: Awaited<ReturnType<typeof buildMember>>;
/** "kind:id" → the fixture's label (F<index>). */
const labels = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  reader = await buildMember(t);
  const { user } = await buildMember(t, { name: "Ada Lovelace" });
  for (let index = 0; index < POSTS; index += 1) {
    const { title, text } = fixtureText(index);
    // Posts 20 and 21 share a moment: ties are broken by id.
    const created_at = new Date(Date.UTC(2020, 0, 1) + (index === 21 ? 20 : index) * 13 * DAY);
    if (index % 8 === 7) {
      const code = await t.db
        .insertInto("user_codes")
        .values({ user_id: user.id, title, code_of: "python", code: text, created_at })
        .returning("id")
        .executeTakeFirstOrThrow();
      labels.set(`code:${code.id}`, `F${index}`);
    } else if (index % 8 === 5) {
      const image = await t.db
        .insertInto("gallery_images")
        .values({ user_id: user.id, image: "fixture.png", description: `${title}. ${text}`, created_at })
        .returning("id")
        .executeTakeFirstOrThrow();
      labels.set(`image:${image.id}`, `F${index}`);
    } else {
      const publication = await buildPublication(t, {
        user_id: user.id,
        title,
        abstract: text,
        publication_date: `${2017 + ((index * 7) % 10)}-06-01`,
        publication_type: index % 3 === 2 ? "preprint" : "article",
        created_at,
      });
      labels.set(`publication:${publication.id}`, `F${index}`);
    }
  }
});
afterAll(() => t.close());

async function get(url: string, query: Record<string, string>) {
  const response = await t.app.inject({ method: "GET", url, query, headers: reader.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const labelOf = (hit: { type: string; id: number }) => labels.get(`${hit.type}:${hit.id}`) ?? `?${hit.id}`;

/** A search's count, whether estimated, and its hits as fixture labels in the order answered. */
async function found(query: Record<string, string>) {
  const page = await get("/user/search/", query);
  return { count: page.count, estimate: page.count_is_estimate, hits: page.results.map(labelOf).join(" ") };
}

const suggested = async (q: string) =>
  ((await get("/user/search/suggest/", { q })).research as { type: string; id: number }[]).map(labelOf).join(" ");

/**
 * Each search, the count it answers and its hits. Relevance ranks by ts_rank (title over abstract, more
 * occurrences higher), ties newest first; a word no post holds ('reslts') is read as the words one edit away.
 */
const SEARCHES: [query: Record<string, string>, count: number, hits: string][] = [
  [{ q: "results" }, 51, "F60 F50 F45 F40 F30 F25 F20 F10 F5 F0"],
  [{ q: "results", page: "2" }, 51, "F55 F35 F15 F62 F61 F58 F57 F56 F54 F53"],
  [{ q: "results", page: "4" }, 51, "F34 F33 F32 F29 F28 F26 F24 F22 F21 F18"],
  [{ q: "results", page: "5" }, 51, "F17 F16 F14 F13 F12 F9 F8 F6 F4 F2"],
  [{ q: "results", sort: "newest" }, 51, "F62 F61 F60 F58 F57 F56 F55 F54 F53 F52"],
  [{ q: "results", sort: "newest", limit: "7", page: "3" }, 51, "F45 F44 F42 F41 F40 F38 F37"],
  [{ q: "coral" }, 13, "F39 F60 F46 F32 F25 F18 F11 F4 F53 F52"],
  [{ q: "coral", sort: "newest" }, 13, "F60 F53 F52 F46 F39 F32 F26 F25 F18 F13"],
  [{ q: "coral -bleaching" }, 5, "F53 F39 F25 F13 F11"],
  [{ q: '"earlier estimates were biased"' }, 22, "F63 F60 F57 F54 F51 F48 F45 F42 F39 F36"],
  [{ q: '"earlier estimates were biased"', sort: "newest" }, 22, "F63 F60 F57 F54 F51 F48 F45 F42 F39 F36"],
  [{ q: '"earlier estimates were biased"', page: "2", limit: "5" }, 22, "F48 F45 F42 F39 F36"],
  [
    { q: 'results -"earlier estimates"', limit: "20" },
    34,
    "F40 F10 F58 F52 F46 F34 F28 F22 F16 F4 F62 F61 F56 F55 F53 F50 F49 F44 F41 F38",
  ],
  [{ q: "results", kind: "code" }, 2, "F55 F15"],
  [{ q: "results", kind: "image", sort: "newest" }, 8, "F61 F53 F45 F37 F29 F21 F13 F5"],
  [
    { q: "results", kind: "publication", year_from: "2019", year_to: "2021", limit: "20" },
    15,
    "F62 F56 F52 F49 F46 F42 F36 F32 F26 F22 F16 F12 F9 F6 F2",
  ],
  [{ q: "results", publication_type: "preprint", page: "2", limit: "5" }, 14, "F44 F41 F38 F32 F26"],
  [{ q: "#ecology results" }, 10, "F61 F56 F46 F41 F36 F26 F21 F16 F6 F1"],
  [{ q: "reslts coral" }, 11, "F26 F13 F0 F60 F25 F53 F52 F32 F18 F4"],
  [{ q: "author:Lovelace glacier" }, 9, "F54 F47 F40 F33 F26 F19 F12 F61 F5"],
  [{ kind: "image", sort: "newest" }, 8, "F61 F53 F45 F37 F29 F21 F13 F5"],
  [{ year_from: "2025", sort: "newest", limit: "20" }, 9, "F57 F54 F44 F34 F27 F24 F17 F14 F4"],
];

/** What the search box suggests for what is typed: the last word as a prefix or a whole word. */
const SUGGESTIONS: [typed: string, research: string][] = [
  ["graph neur", "F63 F56 F49 F42 F35"],
  ["coral", "F39 F60 F46 F32 F25"],
  ["bivalve", "F58 F51 F44 F30 F23"],
  ["reef resil", "F60 F46 F39 F32 F25"],
  ["results", "F60 F50 F40 F30 F25"],
  ["earlier estim", "F63 F60 F57 F54 F51"],
];

describe("every search shape over a fixed set of posts", () => {
  it.each(SEARCHES)("search %j answers %i hits: %s", async (query, count, hits) => {
    expect(await found(query)).toEqual({ count, estimate: false, hits });
  });

  it.each(SUGGESTIONS)("suggestions for %j: %s", async (typed, research) => {
    expect(await suggested(typed)).toBe(research);
  });
});
