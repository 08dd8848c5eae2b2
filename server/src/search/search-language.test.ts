import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { buildPublication } from "../test/publication-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const SEARCH = "/user/search/";

let t: TestApp;
let reader: Awaited<ReturnType<typeof buildMember>>;
beforeAll(async () => {
  t = await createTestApp();
  reader = await buildMember(t);
});
afterAll(() => t.close());

async function search(params: Record<string, string>) {
  const response = await t.app.inject({ method: "GET", url: SEARCH, query: params, headers: reader.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const idsFound = async (q: string, params: Record<string, string> = {}) =>
  ((await search({ q, ...params })).results as { id: number }[]).map((hit) => hit.id);

async function publish(overrides: Parameters<typeof buildPublication>[1]) {
  return buildPublication(t, overrides);
}

describe("searching research by words", () => {
  it("finds a publication only when all the words match, in any order and any inflection", async () => {
    const { user } = await buildMember(t);
    const both = await publish({ user_id: user.id, title: "Quorvian neural network pruning" });
    await publish({ user_id: user.id, title: "Quorvian weather records" });

    expect(await idsFound("networks Quorvian neural")).toEqual([both.id]);
  });

  it("answers each hit as a feed card with the matched words marked and everything else escaped", async () => {
    const { user } = await buildMember(t, { name: "Grace Hopper" });
    const post = await publish({ user_id: user.id, title: "Zentalic <b>bold</b> & bright" });

    const page = await search({ q: "zentalic" });

    expect(page).toMatchObject({ count: 1, count_is_estimate: false, next: null, previous: null });
    expect(page.results[0]).toMatchObject({
      id: post.id,
      type: "publication",
      title: "Zentalic <b>bold</b> & bright",
      user_profile: { name: "Grace Hopper" },
      matched_in: "title",
      highlight: "<mark>Zentalic</mark> &lt;b&gt;bold&lt;/b&gt; &amp; bright",
    });
  });

  it("finds a quoted phrase only with its words side by side", async () => {
    const { user } = await buildMember(t);
    const phrase = await publish({ user_id: user.id, title: "Brevolite tidal gauge study" });
    await publish({ user_id: user.id, title: "Gauge of brevolite tidal effects" });

    expect(await idsFound('"brevolite tidal gauge"')).toEqual([phrase.id]);
  });

  it("leaves out publications holding an excluded word or phrase", async () => {
    const { user } = await buildMember(t);
    const kept = await publish({ user_id: user.id, title: "Sylvarine forests in spring" });
    await publish({ user_id: user.id, title: "Sylvarine forests in winter" });

    expect(await idsFound("sylvarine -winter")).toEqual([kept.id]);
    expect(await idsFound('sylvarine -"in winter"')).toEqual([kept.id]);
  });

  it("finds by words of the abstract and says so", async () => {
    const { user } = await buildMember(t);
    const post = await publish({ user_id: user.id, title: "A study", abstract: "We measured the draxilium content." });

    const page = await search({ q: "draxilium" });

    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({ id: post.id, matched_in: "abstract" });
    expect(page.results[0].highlight).toContain("<mark>draxilium</mark>");
  });

  it("ignores accents and case", async () => {
    const { user } = await buildMember(t);
    const post = await publish({ user_id: user.id, title: "Über Pflänzchenkunde", author: "Jürgen Müller" });

    expect(await idsFound("uber PFLANZCHENKUNDE")).toEqual([post.id]);
    expect(await idsFound("pflänzchenkunde author:Muller")).toEqual([post.id]);
  });

  it("finds a word with one typo, two swapped letters included, when nothing matches exactly", async () => {
    const { user } = await buildMember(t);
    const post = await publish({ user_id: user.id, title: "Neural methods for vintrolic dating" });

    expect(await idsFound("nueral vintrolic")).toEqual([post.id]);
    expect(await idsFound("vintrolik")).toEqual([post.id]);
    // Two edits are too many, and short words are never guessed.
    expect(await idsFound("vnitrolik")).toEqual([]);
  });
});

describe("searching by hashtag, author, type and DOI", () => {
  it("finds by #hashtag only the posts carrying it, not the plain word", async () => {
    const { user } = await buildMember(t);
    const tagged = await publish({ user_id: user.id, title: "Sea data", abstract: "Results on #Plimsoll_lines." });
    await publish({ user_id: user.id, title: "Sea data", abstract: "Plimsoll lines and more." });

    const page = await search({ q: "#plimsoll_lines" });

    expect(page.results.map((hit: { id: number }) => hit.id)).toEqual([tagged.id]);
    expect(page.results[0].matched_in).toBe("abstract");
    // The tag is indexed as its words, so each is marked.
    expect(page.results[0].highlight).toBe("Results on #<mark>Plimsoll</mark>_<mark>lines</mark>");
  });

  it("finds by author: the publication's authors and the member who posted it", async () => {
    const poster = await buildMember(t, { name: "Ingrid Lindqvist" });
    const coauthored = await buildMember(t);
    const own = await publish({ user_id: poster.user.id, title: "Fjord currents", author: "I. Lindqvist" });
    const listed = await publish({
      user_id: coauthored.user.id,
      title: "Fjords",
      author: "Ada Byron, Ingrid Lindqvist",
    });

    const page = await search({ q: "author:lindqvist" });

    expect(page.results.map((hit: { id: number }) => hit.id).sort()).toEqual([own.id, listed.id].sort());
    expect(page.results[0].matched_in).toBe("author");
    expect(page.results[0].highlight).toContain("<mark>Lindqvist</mark>");
  });

  it("narrows by type:, and finds nothing for a type that does not exist", async () => {
    const { user } = await buildMember(t);
    const thesis = await publish({ user_id: user.id, title: "Cormorant diving", publication_type: "thesis" });
    await publish({ user_id: user.id, title: "Cormorant diving", publication_type: "article" });

    expect(await idsFound("cormorant type:thesis")).toEqual([thesis.id]);
    expect(await idsFound("cormorant type:sonnet")).toEqual([]);
  });

  it("finds a publication by its DOI pasted as it is", async () => {
    const { user } = await buildMember(t);
    const post = await publish({ user_id: user.id, title: "Indexed", doi: "10.5555/Scholarly.42" });

    expect(await idsFound("10.5555/scholarly.42")).toEqual([post.id]);
    expect(await idsFound("https://doi.org/10.5555/SCHOLARLY.42")).toEqual([post.id]);
  });
});

describe("filters, sort and pages", () => {
  it("filters by kind, publication type and year range (the publication date's year)", async () => {
    const { user } = await buildMember(t);
    const old = await publish({ user_id: user.id, title: "Ostracod census", publication_date: "2018-06-01" });
    const recent = await publish({
      user_id: user.id,
      title: "Ostracod census",
      publication_date: "2024-06-01",
      publication_type: "preprint",
    });

    expect(await idsFound("ostracod", { year_to: "2019" })).toEqual([old.id]);
    expect(await idsFound("ostracod", { year_from: "2020", year_to: "2025" })).toEqual([recent.id]);
    expect(await idsFound("ostracod", { publication_type: "preprint" })).toEqual([recent.id]);
    expect(await idsFound("ostracod", { kind: "image" })).toEqual([]);
  });

  it("sorts by relevance (title before abstract) or by newest", async () => {
    const { user } = await buildMember(t);
    const inTitle = await publish({ user_id: user.id, title: "Wrenfeld theory", created_at: new Date("2025-01-01") });
    const inAbstract = await publish({
      user_id: user.id,
      title: "Other",
      abstract: "Wrenfeld again.",
      created_at: new Date("2025-06-01"),
    });

    expect(await idsFound("wrenfeld")).toEqual([inTitle.id, inAbstract.id]);
    expect(await idsFound("wrenfeld", { sort: "newest" })).toEqual([inAbstract.id, inTitle.id]);
  });

  it("pages through hits with links that keep the whole query", async () => {
    const { user } = await buildMember(t);
    for (let index = 0; index < 3; index += 1) await publish({ user_id: user.id, title: `Halvorite sample ${index}` });

    const first = await search({ q: "halvorite", limit: "2", sort: "newest" });
    const second = await search({ q: "halvorite", limit: "2", sort: "newest", page: "2" });

    expect(first.count).toBe(3);
    expect(first.results).toHaveLength(2);
    expect(first.next).toBe("/user/search/?q=halvorite&sort=newest&page=2&limit=2");
    expect(second.results).toHaveLength(1);
    expect(second.next).toBeNull();
    expect(second.previous).toBe("/user/search/?q=halvorite&sort=newest&page=1&limit=2");
  });
});

describe("bad searches", () => {
  const rejected = async (params: Record<string, string>) => {
    const response = await t.app.inject({ method: "GET", url: SEARCH, query: params, headers: reader.headers });
    expect(response.statusCode).toBe(400);
    return response.json().error as string;
  };

  it("refuses an empty search without a filter, with a clear message", async () => {
    expect(await rejected({ q: "  " })).toContain("Type something to search for, or choose a filter.");
  });

  it("refuses a limit above 50, an unknown kind and an unknown publication type", async () => {
    expect(await rejected({ q: "x", limit: "51" })).toContain("limit must be a whole number from 1 to 50.");
    expect(await rejected({ q: "x", kind: "poem" })).toContain("kind must be one of publication, image, video, code.");
    expect(await rejected({ q: "x", publication_type: "sonnet" })).toContain("Unknown publication type.");
  });

  it("answers a visitor who is not signed in as well (anonymous-search.test.ts)", async () => {
    const response = await t.app.inject({ method: "GET", url: SEARCH, query: { q: "x" } });
    expect(response.statusCode).toBe(200);
  });
});
