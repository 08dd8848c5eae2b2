import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildMember } from "../test/factories.js";
import { buildCodeSnippet, buildGalleryImage, buildPublication, buildVideo } from "../test/post-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const POST = "/user/publication/post/";
const HOME = "/user/publication/home/";

let t: TestApp;
let author: Awaited<ReturnType<typeof buildMember>>;
beforeAll(async () => {
  t = await createTestApp();
  author = await buildMember(t, { name: "Ada Lovelace" });
});
afterAll(() => t.close());

async function open(member: { headers: { authorization: string } }, query: string, path = POST) {
  return t.app.inject({ method: "GET", url: `${path}?${query}`, headers: member.headers });
}

describe("a post's detail", () => {
  it("is answered alike at its own address and at the spec's home/?id= address, signed out too", async () => {
    const publication = await buildPublication(t, { userId: author.user.id, title: "Two addresses" });
    const get = (url: string) => t.app.inject({ method: "GET", url });

    const own = await get(`${POST}?id=${publication.id}&type=publication`);
    const alias = await get(`${HOME}?id=${publication.id}&type=publication`);

    expect(own.statusCode).toBe(200);
    expect(alias.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: publication.id, title: "Two addresses" });
    // The second opening is the same anonymous reader's, so only the read count may differ.
    expect({ ...alias.json(), reads: 0 }).toEqual({ ...own.json(), reads: 0 });
    expect((await get(`${HOME}?id=0`)).json()).toEqual((await get(`${POST}?id=0`)).json());
    expect((await get(HOME)).statusCode).toBe(401);
  });

  it("shows a publication with its document, type, date and author; type defaults to publication", async () => {
    const publication = await buildPublication(t, { userId: author.user.id, title: "Detail me" });
    const response = await open(author, `id=${publication.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: publication.id,
      type: "publication",
      title: "Detail me",
      abstract: "We show that feeds #sort newest first.",
      description: "We show that feeds #sort newest first.",
      upload_document: `/media/${publication.upload_document}`,
      media: `/media/${publication.upload_document}`,
      publication_type: "article",
      publication_date: "2025-03-01",
      user_profile: { id: author.profile.id, user_id: author.user.id, name: "Ada Lovelace" },
    });
  });

  it("shows an image, a video and a code snippet with their media", async () => {
    const image = await buildGalleryImage(t, { userId: author.user.id });
    const video = await buildVideo(t, { userId: author.user.id });
    const code = await buildCodeSnippet(t, { userId: author.user.id });
    expect((await open(author, `id=${image.id}&type=image`)).json()).toMatchObject({
      type: "image",
      image: `/media/${image.image}`,
      description: "A figure",
    });
    expect((await open(author, `id=${video.id}&type=video`)).json()).toMatchObject({
      type: "video",
      video: `/media/${video.video}`,
    });
    expect((await open(author, `id=${code.id}&type=code`)).json()).toMatchObject({
      type: "code",
      title: "Feed merger",
      code_of: "TypeScript",
      git_link: "https://example.org/merger.git",
      code: `/media/${code.media}`,
    });
  });

  it("answers 404 'Post not found.' for an unknown id of any kind", async () => {
    const image = await buildGalleryImage(t, { userId: author.user.id });
    for (const query of ["id=999999&type=publication", `id=${image.id + 1000}&type=image`, "id=424242&type=code"]) {
      const response = await open(author, query);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe("Post not found.");
    }
  });

  it("answers 400 for a malformed id", async () => {
    for (const id of ["abc", "0", "99999999999"]) {
      const response = await open(author, `id=${id}&type=publication`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe("id must be a positive whole number.");
    }
  });
});

describe("reads of a post", () => {
  it("count once per reader per day, and the answer shows the new count", async () => {
    const video = await buildVideo(t, { userId: author.user.id });
    const first = await buildMember(t);
    const second = await buildMember(t);
    expect((await open(first, `id=${video.id}&type=video`)).json().reads).toBe(1);
    expect((await open(first, `id=${video.id}&type=video`)).json().reads).toBe(1);
    expect((await open(second, `id=${video.id}&type=video`)).json().reads).toBe(2);
    const feed = (await t.app.inject({ method: "GET", url: `${HOME}?type=video`, headers: first.headers })).json();
    expect(feed.results.find((item: { id: number }) => item.id === video.id).reads).toBe(2);
  });

  it("count again on a new day", async () => {
    const publication = await buildPublication(t, { userId: author.user.id });
    const reader = await buildMember(t);
    expect((await open(reader, `id=${publication.id}`)).json().reads).toBe(1);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
      // Tomorrow's session signs in anew: today's access token would have expired by then.
      const tomorrow = { headers: { ...reader.headers, ...(await t.authHeader(reader.user.id)) } };
      expect((await open(tomorrow, `id=${publication.id}`)).json().reads).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("are exact when many readers open a post at once, several times each", async () => {
    const publication = await buildPublication(t, { userId: author.user.id });
    const readers = await Promise.all(Array.from({ length: 5 }, () => buildMember(t)));
    const views = readers.flatMap((reader) => Array.from({ length: 4 }, () => reader));
    const answers = await Promise.all(views.map((reader) => open(reader, `id=${publication.id}`)));
    const counts = answers.map((answer) => answer.json().reads);
    expect(Math.max(...counts)).toBe(5);
    expect(counts.every((count) => count >= 1 && count <= 5)).toBe(true);
    const stored = await t.db
      .selectFrom("publications")
      .select("reads")
      .where("id", "=", publication.id)
      .executeTakeFirstOrThrow();
    expect(stored.reads).toBe(5);
    const daily = await t.db
      .selectFrom("post_stats_daily")
      .select(["reads", "unique_readers"])
      .where("kind", "=", "publication")
      .where("post_id", "=", publication.id)
      .execute();
    expect(daily).toEqual([{ reads: 5, unique_readers: 5 }]);
    expect((await open(readers[0] ?? author, `id=${publication.id}`)).json().reads).toBe(5);
  });

  it("are one figure with the post's stats: anonymous readers count, the owner and robots do not", async () => {
    const publication = await buildPublication(t, { userId: author.user.id });
    const member = await buildMember(t);
    const visitor = (userAgent: string, remoteAddress: string) =>
      t.app.inject({
        method: "GET",
        url: `${HOME}?id=${publication.id}`,
        headers: { "user-agent": userAgent },
        remoteAddress,
      });
    await open(author, `id=${publication.id}`);
    await visitor("Googlebot/2.1 (+http://www.google.com/bot.html)", "10.9.0.1");
    await open(member, `id=${publication.id}`);
    const anonymous = await visitor("Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0", "10.9.0.2");
    expect(anonymous.json().reads).toBe(2);
    const stats = await t.app.inject({
      method: "GET",
      url: `/user/publication/stats/?type=publication&id=${publication.id}`,
    });
    expect(stats.json().data).toMatchObject({ reads: 2, unique_readers: 2 });
    const feed = (await t.app.inject({ method: "GET", url: HOME, headers: member.headers })).json();
    expect(feed.results.find((item: { id: number }) => item.id === publication.id).reads).toBe(2);
  });

  it("show a new reader's read at once to a reader who already counted", async () => {
    const video = await buildVideo(t, { userId: author.user.id });
    const first = await buildMember(t);
    const second = await buildMember(t);
    await open(first, `id=${video.id}&type=video`);
    await open(second, `id=${video.id}&type=video`);
    expect((await open(first, `id=${video.id}&type=video`)).json().reads).toBe(2);
  });
});
