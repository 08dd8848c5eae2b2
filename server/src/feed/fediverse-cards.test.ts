import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { buildExternalPost, buildFediverseFollow } from "../test/fediverse-factories.js";
import { buildPublication } from "../test/post-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const HOME = "/user/publication/home/";

let t: TestApp;
let reader: Awaited<ReturnType<typeof buildMember>>;
const at = Date.UTC(2025, 5, 1, 12, 0);
const minutesAgo = (minutes: number) => new Date(at - minutes * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  reader = await buildMember(t);
  const author = await buildMember(t);
  await t.app.inject({
    method: "POST",
    url: "/user/follow-unfollow/follow/",
    headers: reader.headers,
    payload: { id: author.profile.id },
  });
  // Posts here every even minute, fediverse posts every odd minute and two at the very same instants as posts.
  for (let minute = 0; minute < 8; minute += 2) {
    await buildPublication(t, { userId: author.user.id, createdAt: minutesAgo(minute) });
  }
  const followed = await buildFediverseFollow(t, reader.profile.id, { name: "Lise Meitner" });
  for (const minute of [1, 3, 4, 5, 6]) await buildExternalPost(t, followed, { publishedAt: minutesAgo(minute) });
  const waiting = await buildFediverseFollow(t, reader.profile.id, { status: "pending" });
  await buildExternalPost(t, waiting, { publishedAt: minutesAgo(2) });
});
afterAll(() => t.close());

interface Card {
  type: string;
  id: number;
  created_at?: string;
  published_at?: string;
}
const keyOf = (card: Card) => `${card.type}:${card.id}`;
const get = async (url: string, headers = reader.headers) =>
  (await t.app.inject({ method: "GET", url, headers })).json();

describe("the Following feed with fediverse posts", () => {
  it("interleaves the followed accounts' posts with members' posts by date, as fediverse cards", async () => {
    const page = await get(`${HOME}?feed=following&limit=20`);
    expect(page.count).toBe(9);
    const times = page.results.map((card: Card) => card.created_at ?? card.published_at);
    expect(times).toEqual([...times].sort().reverse());
    // At the same instant the order falls back to id (newest first), then kind, as between posts of two kinds.
    expect(page.results.map((card: Card) => card.type)).toEqual([
      "publication",
      "fediverse",
      "publication",
      "fediverse",
      "fediverse",
      "publication",
      "fediverse",
      "fediverse",
      "publication",
    ]);
    expect(page.results[1]).toMatchObject({
      type: "fediverse",
      author: { name: "Lise Meitner", url: expect.stringContaining("social.example") },
      content_html: expect.stringContaining("doi:10.5555/"),
      doi: expect.stringMatching(/^10\.5555\//),
      arxiv: null,
    });
  });

  it("scrolls by cursor through the same cards as the numbered pages, each once", async () => {
    const scrolled: string[] = [];
    let url: string | null = `${HOME}?feed=following&limit=2`;
    while (url) {
      const body: { results: Card[]; next_cursor: string | null } = await get(url);
      scrolled.push(...body.results.map(keyOf));
      url = body.next_cursor ? `${HOME}?feed=following&limit=2&before=${body.next_cursor}` : null;
    }
    const numbered = (await get(`${HOME}?feed=following&limit=20`)).results.map(keyOf);
    expect(scrolled).toEqual(numbered);
    expect(new Set(scrolled).size).toBe(9);
  });

  it("leaves fediverse posts out of a Following feed of one kind, and out of others' feeds", async () => {
    const publications = await get(`${HOME}?feed=following&type=publication&limit=20`);
    expect(publications.results.map((card: Card) => card.type)).toEqual(Array(4).fill("publication"));
    expect(publications.count).toBe(4);
    const stranger = await buildMember(t);
    expect((await get(`${HOME}?feed=following`, stranger.headers)).count).toBe(0);
    const everyone = await get(`${HOME}?limit=20`);
    expect(everyone.results.some((card: Card) => card.type === "fediverse")).toBe(false);
  });
});
