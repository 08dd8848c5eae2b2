import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { buildCodeSnippet, buildGalleryImage, buildPublication, buildVideo } from "../test/post-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const HOME = "/user/publication/home/";
const SEARCH_DATA = "/user/publication/search-data/";

let t: TestApp;
let reader: Awaited<ReturnType<typeof buildMember>>;
const minutesAgo = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 12, 0) - minutes * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  reader = await buildMember(t);
  const author = await buildMember(t, { name: "Ada Lovelace" });
  const id = author.user.id;
  // 12 posts, one every minute, kinds interleaved: code is the newest, then video, image, publication...
  const builders = [buildPublication, buildGalleryImage, buildVideo, buildCodeSnippet];
  for (let minute = 12; minute >= 1; minute--) {
    const build = builders[(12 - minute) % 4];
    await build?.(t, { userId: id, createdAt: minutesAgo(minute) });
  }
  await t.db
    .updateTable("publications")
    .set({ author: "Ada Lovelace, Charles Babbage", journal: "Scientific Memoirs" })
    .where("user_id", "=", id)
    .execute();
});
afterAll(() => t.close());

async function get(url: string) {
  return t.app.inject({ method: "GET", url, headers: reader.headers });
}

describe("the home feed", () => {
  it("lists every kind of post, newest first, ten per page", async () => {
    const response = await get(`${HOME}?page=1&limit=10`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(12);
    expect(body.results).toHaveLength(10);
    expect(body.results.slice(0, 4).map((item: { type: string }) => item.type)).toEqual([
      "code",
      "video",
      "image",
      "publication",
    ]);
    const times = body.results.map((item: { created_at: string }) => item.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.next).toBe("/user/publication/home/?page=2&limit=10");
    expect(body.previous).toBeNull();
  });

  it("shapes each kind into a card with its media and its author", async () => {
    const { results } = (await get(HOME)).json();
    const byType = Object.fromEntries(results.map((item: { type: string }) => [item.type, item]));
    expect(byType.publication).toMatchObject({
      title: "On the testing of feeds",
      description: "We show that feeds #sort newest first.",
      publication_type: "article",
      upload_document: expect.stringMatching(/^\/media\/document\/.+\.pdf$/),
      reads: 0,
      researcherCount: 1,
      author: "Ada Lovelace, Charles Babbage",
      publication_date: "2025-03-01",
      journal: "Scientific Memoirs",
      git_link: null,
      user_profile: { name: "Ada Lovelace" },
    });
    expect(byType.image).toMatchObject({ image: expect.stringMatching(/^\/media\/image\//), description: "A figure" });
    expect(byType.video).toMatchObject({ video: expect.stringMatching(/^\/media\/video\//), description: "A talk" });
    expect(byType.code).toMatchObject({
      title: "Feed merger",
      description: "Merges sorted lists",
      code: expect.stringMatching(/^\/media\/code\//),
      code_of: "TypeScript",
      git_link: "https://example.org/merger.git",
      author: null,
      journal: null,
    });
  });

  it("gives the last page the remaining posts and a link back", async () => {
    const body = (await get(`${HOME}?page=2&limit=10`)).json();
    expect(body.results).toHaveLength(2);
    expect(body.next).toBeNull();
    expect(body.previous).toBe("/user/publication/home/?page=1&limit=10");
  });

  it("never repeats or skips a post across pages", async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => get(`${HOME}?page=${page}&limit=5`)));
    const keys = pages.flatMap((page) =>
      page.json().results.map((item: { type: string; id: number }) => `${item.type}${item.id}`),
    );
    expect(new Set(keys).size).toBe(12);
  });

  it("answers an empty page past the end", async () => {
    const body = (await get(`${HOME}?page=50&limit=10`)).json();
    expect(body.results).toEqual([]);
    expect(body.count).toBe(12);
    expect(body.next).toBeNull();
  });

  it.each([
    ["page=0", "page must be a positive whole number."],
    ["page=-1", "page must be a positive whole number."],
    ["page=abc", "page must be a positive whole number."],
    ["page=99999999999", "page must be at most 100000."],
    ["limit=0", "limit must be a positive whole number."],
    ["limit=5000", "limit must be at most 50."],
    ["type=book", "type must be one of publication, image, video, code."],
  ])("answers 400 with a clear message for %s", async (query, message) => {
    const response = await get(`${HOME}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it("is only for signed-in members", async () => {
    const response = await t.app.inject({ method: "GET", url: HOME });
    expect(response.statusCode).toBe(401);
  });
});

describe("the feed filtered by kind", () => {
  it("holds only posts of that kind, with links that keep the filter", async () => {
    const body = (await get(`${SEARCH_DATA}?type=video&page=1&limit=2`)).json();
    expect(body.count).toBe(3);
    expect(body.results.map((item: { type: string }) => item.type)).toEqual(["video", "video"]);
    expect(body.next).toBe("/user/publication/search-data/?page=2&limit=2&type=video");
  });

  it("is also offered by the home feed's type parameter", async () => {
    const body = (await get(`${HOME}?type=image`)).json();
    expect(body.count).toBe(3);
    expect(body.results.every((item: { type: string }) => item.type === "image")).toBe(true);
  });

  it("requires a type", async () => {
    const response = await get(`${SEARCH_DATA}?page=1`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("type is required: one of publication, image, video, code.");
  });
});
