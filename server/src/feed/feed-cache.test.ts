import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildMember } from "../test/factories.js";
import { publicationForm } from "../test/forms.js";
import { buildCodeSnippet, buildGalleryImage, buildPublication, buildVideo } from "../test/post-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { waitFor } from "../test/wait-for.js";

const HOME = "/user/publication/home/";

let t: TestApp;
let reader: Awaited<ReturnType<typeof buildMember>>;
let author: Awaited<ReturnType<typeof buildMember>>;

beforeAll(async () => {
  t = await createTestApp();
  reader = await buildMember(t);
  author = await buildMember(t, { name: "Ada Lovelace" });
  await buildPublication(t, { userId: author.user.id });
  await buildVideo(t, { userId: author.user.id });
});
afterAll(() => t.close());

interface Card {
  type: string;
  id: number;
  title: string;
  thumbnail: string | null;
}

async function feed(query = "page=1&limit=10") {
  const response = await t.app.inject({ method: "GET", url: `${HOME}?${query}`, headers: reader.headers });
  const body: { results: Card[]; count: number } = response.json();
  return { response, body };
}

describe("the feed answered from its short cache", () => {
  it("answers the same bytes and content type as the first, computed answer", async () => {
    const computed = (await feed("page=1&limit=7")).response;
    const cached = (await feed("page=1&limit=7")).response;
    expect(cached.body).toBe(computed.body);
    expect(cached.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(cached.headers["content-type"]).toBe(computed.headers["content-type"]);
  });

  it("shows a publication the moment it is uploaded", async () => {
    const before = (await feed()).body;
    const upload = await t.app.inject({
      method: "POST",
      url: "/user/publication/publication/",
      headers: author.headers,
      payload: publicationForm({ title: "Fresh off the press" }),
    });
    expect(upload.statusCode).toBe(201);
    const after = (await feed()).body;
    expect(after.results[0]).toMatchObject({ type: "publication", title: "Fresh off the press" });
    expect(after.count).toBe(before.count + 1);
    // Its thumbnail is drawn in the background and announced; the feed shows it once ready.
    const { id } = upload.json().data as { id: number };
    await waitFor("the new publication's thumbnail in the feed", async () => {
      const card = (await feed()).body.results.find((c) => c.type === "publication" && c.id === id);
      return card?.thumbnail;
    });
  });

  it("drops a gallery image the moment its owner deletes it", async () => {
    const image = await buildGalleryImage(t, { userId: author.user.id, createdAt: new Date() });
    // Posts written straight to the database bypass the cache's notice: a page not asked for yet shows them.
    expect((await feed("page=1&limit=9")).body.results[0]).toMatchObject({ type: "image", id: image.id });
    const removal = await t.app.inject({
      method: "DELETE",
      url: "/user/gallery/gallery-images/",
      headers: author.headers,
      payload: { id: image.id },
    });
    expect(removal.statusCode).toBe(200);
    const after = (await feed("page=1&limit=9")).body;
    expect(after.results.some((card) => card.type === "image" && card.id === image.id)).toBe(false);
  });

  it("drops every post of a deleted account, and counts them out", async () => {
    const leaving = await buildMember(t);
    const code = await buildCodeSnippet(t, { userId: leaving.user.id, createdAt: new Date() });
    const video = await buildVideo(t, { userId: leaving.user.id, createdAt: new Date() });
    const before = (await feed("page=1&limit=8")).body;
    const removal = await t.app.inject({ method: "DELETE", url: "/user/delete-account/", headers: leaving.headers });
    expect(removal.statusCode).toBe(200);
    const after = (await feed("page=1&limit=8")).body;
    expect(after.count).toBe(before.count - 2);
    const keys = (page: { results: Card[] }) => page.results.map((card) => `${card.type}:${card.id}`);
    expect(keys(before)).toEqual(expect.arrayContaining([`code:${code.id}`, `video:${video.id}`]));
    expect(keys(after)).not.toContain(`code:${code.id}`);
    expect(keys(after)).not.toContain(`video:${video.id}`);
  });
});

describe("the feed cache, emptied by post events", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps serving a cached page until a post.created event announces the new post", async () => {
    // The clock stands still, so the page's 1 s lifetime cannot run out however slow the machine is.
    vi.useFakeTimers({ toFake: ["Date"] });
    const cached = (await feed("page=1&limit=6")).response.body;
    const written = await buildPublication(t, {
      userId: author.user.id,
      title: "Announced later",
      createdAt: new Date(),
    });
    // Written straight to the database, nothing announced: the page is answered from the cache.
    expect((await feed("page=1&limit=6")).response.body).toBe(cached);
    t.events.publish({ type: "post.created", kind: "publication", postId: written.id, userId: author.user.id });
    const after = (await feed("page=1&limit=6")).body;
    expect(after.results[0]).toMatchObject({ type: "publication", id: written.id, title: "Announced later" });
  });
});

describe("the feed's count", () => {
  const exactCount = async () => {
    const { rows } = await sql<{ count: number }>`
      SELECT (SELECT count(*) FROM publications) + (SELECT count(*) FROM gallery_images)
        + (SELECT count(*) FROM videos) + (SELECT count(*) FROM user_codes) AS count`.execute(t.db);
    return Number(rows[0]?.count);
  };

  it("equals the number of posts after inserts, deletes and a truncate", async () => {
    await t.db.deleteFrom("videos").where("user_id", "=", author.user.id).execute();
    await Promise.all([
      buildCodeSnippet(t, { userId: author.user.id }),
      buildCodeSnippet(t, { userId: author.user.id }),
    ]);
    expect((await feed("page=2&limit=3")).body.count).toBe(await exactCount());
    await sql`TRUNCATE user_codes`.execute(t.db);
    expect((await feed("page=3&limit=3")).body.count).toBe(await exactCount());
    expect((await feed("page=1&limit=3&type=code")).body.count).toBe(0);
  });
});
