import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { buildCodeSnippet, buildGalleryImage, buildPublication, buildVideo } from "../test/post-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const HOME = "/user/publication/home/";
const SEARCH_DATA = "/user/publication/search-data/";

let t: TestApp;
let reader: Awaited<ReturnType<typeof buildMember>>;
let authorId: number;
const at = new Date(Date.UTC(2025, 0, 1, 12, 0));

beforeAll(async () => {
  t = await createTestApp();
  reader = await buildMember(t);
  authorId = (await buildMember(t)).user.id;
  // 23 posts; several kinds share the very same instant, so the order falls back to id and then kind.
  const builders = [buildPublication, buildGalleryImage, buildVideo, buildCodeSnippet];
  for (let index = 0; index < 23; index++) {
    const build = builders[index % 4];
    await build?.(t, { userId: authorId, createdAt: new Date(at.getTime() - Math.floor(index / 3) * 60_000) });
  }
});
afterAll(() => t.close());

interface Card {
  type: string;
  id: number;
}
const keyOf = (card: Card) => `${card.type}:${card.id}`;

async function get(url: string) {
  return t.app.inject({ method: "GET", url, headers: reader.headers });
}

/** Follows next_cursor from the first page to the end, as infinite scrolling does. */
async function scroll(path: string, query: string): Promise<string[]> {
  const seen: string[] = [];
  let url: string | null = `${path}?${query}`;
  while (url) {
    const body: { results: Card[]; next_cursor: string | null } = (await get(url)).json();
    seen.push(...body.results.map(keyOf));
    url = body.next_cursor ? `${path}?${query}&before=${body.next_cursor}` : null;
  }
  return seen;
}

async function byPages(path: string, query: string, pages: number): Promise<string[]> {
  const bodies = await Promise.all(
    Array.from({ length: pages }, (_, index) => get(`${path}?${query}&page=${index + 1}`)),
  );
  return bodies.flatMap((response) => response.json().results.map(keyOf));
}

describe("scrolling the feed by cursor", () => {
  it("shows the same posts in the same order as the numbered pages, each once", async () => {
    const scrolled = await scroll(HOME, "limit=5");
    expect(scrolled).toHaveLength(23);
    expect(new Set(scrolled).size).toBe(23);
    expect(scrolled).toEqual(await byPages(HOME, "limit=5", 5));
  });

  it("offers the next cursor on numbered pages too, and null on the last one", async () => {
    const first = (await get(`${HOME}?page=1&limit=20`)).json();
    const rest = (await get(`${HOME}?limit=20&before=${first.next_cursor}`)).json();
    expect(rest.results.map(keyOf)).toEqual((await byPages(HOME, "limit=20", 2)).slice(20));
    expect(rest.next_cursor).toBeNull();
    expect(rest.next).toBeNull();
    expect(rest.previous).toBeNull();
    expect(rest.count).toBe(23);
  });

  it("links the next cursor page with the same filter and size", async () => {
    const body = (await get(`${SEARCH_DATA}?type=video&limit=2`)).json();
    expect(body.next).toBe(`${SEARCH_DATA}?page=2&limit=2&type=video`);
    const next = (await get(`${SEARCH_DATA}?type=video&limit=2&before=${body.next_cursor}`)).json();
    expect(next.next).toBe(`${SEARCH_DATA}?before=${next.next_cursor}&limit=2&type=video`);
  });

  it("keeps the filter by kind", async () => {
    const scrolled = await scroll(SEARCH_DATA, "type=image&limit=2");
    expect(scrolled).toEqual(await byPages(SEARCH_DATA, "type=image&limit=2", 3));
    expect(scrolled.every((key) => key.startsWith("image:"))).toBe(true);
  });

  it("neither repeats nor skips a post when new ones are posted while scrolling", async () => {
    const expected = await byPages(HOME, "limit=10", 2);
    const first = (await get(`${HOME}?limit=10`)).json();
    await buildPublication(t, { userId: authorId, createdAt: new Date() });
    await buildVideo(t, { userId: authorId, createdAt: new Date() });
    const second = (await get(`${HOME}?limit=10&before=${first.next_cursor}`)).json();
    expect([...first.results, ...second.results].map(keyOf)).toEqual(expected);
  });

  it.each([
    ["not base64", "not a cursor!"],
    ["of an unknown kind", Buffer.from("1.1.book").toString("base64url")],
    ["out of range", Buffer.from(`1.${2 ** 31}.video`).toString("base64url")],
    ["nonsense", Buffer.from("yesterday").toString("base64url")],
  ])("answers 400 for a cursor that is %s", async (_, cursor) => {
    const response = await get(`${HOME}?before=${encodeURIComponent(cursor)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("before must be a next_cursor from a feed page.");
  });
});
