import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppCaches } from "../app-caches.js";
import { visitorOf } from "../http/visitor.js";
import { announcedDuring } from "../test/announced-events.js";
import { BROWSER_USER_AGENT, buildMember } from "../test/factories.js";
import { pdfBytes } from "../test/file-fixtures.js";
import { buildPublication } from "../test/post-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { testClock } from "../test/test-clock.js";
import { statsRecorder } from "./stats-recorder.js";
import { statsStore } from "./stats-store.js";

const clock = testClock("2026-05-12T09:00:00Z");
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const SECOND = 1_000;

let t: TestApp;
let author: Awaited<ReturnType<typeof buildMember>>;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  author = await buildMember(t);
});
afterAll(() => t.close());

type Member = { headers: Record<string, string> };

const HOME_ADDRESS = "198.51.100.20";

async function read(member: Member, postId: number, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: "GET",
    url: `/user/publication/home/?id=${postId}`,
    headers: { ...member.headers, ...headers },
    remoteAddress: HOME_ADDRESS,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ reads: number }>();
}

async function download(key: string | null, headers: Record<string, string>, remoteAddress = "203.0.113.7") {
  const response = await t.app.inject({ method: "GET", url: `/media/${key}`, headers, remoteAddress });
  expect([200, 206]).toContain(response.statusCode);
}

async function statsOf(postId: number) {
  const response = await t.app.inject({ method: "GET", url: `/user/publication/stats/?id=${postId}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { reads: number; downloads: number; unique_readers: number } }>().data;
}

describe("reads in a post's stats", () => {
  it("leave out robots and crawlers, and do not count them in the post's reads either", async () => {
    const publication = await buildPublication(t, { userId: author.user.id });
    const reader = await buildMember(t);
    expect((await read(reader, publication.id, { "user-agent": GOOGLEBOT })).reads).toBe(0);
    expect((await read(reader, publication.id, { "user-agent": "" })).reads).toBe(0);
    expect(await statsOf(publication.id)).toMatchObject({ reads: 0, downloads: 0, unique_readers: 0 });
  });

  it("count a reader once a day, whether they read again within 30 seconds or later", async () => {
    const publication = await buildPublication(t, { userId: author.user.id });
    const reader = await buildMember(t);
    await read(reader, publication.id);
    clock.advance(20 * SECOND);
    await read(reader, publication.id);
    expect(await statsOf(publication.id)).toMatchObject({ reads: 1, unique_readers: 1 });
    clock.advance(30 * SECOND);
    // One figure: the post's reads and its stats' reads are its readers of each day.
    expect((await read(reader, publication.id)).reads).toBe(1);
    expect(await statsOf(publication.id)).toMatchObject({ reads: 1, unique_readers: 1 });
  });

  it("count a reader who returns the next day again, in the post's reads and in its stats", async () => {
    const publication = await buildPublication(t, { userId: author.user.id });
    const reader = await buildMember(t);
    expect((await read(reader, publication.id)).reads).toBe(1);
    clock.advance(24 * 60 * 60 * SECOND);
    expect((await read(reader, publication.id)).reads).toBe(2);
    expect(await statsOf(publication.id)).toMatchObject({ reads: 2, unique_readers: 2 });
  });

  it("leave out the owner's own views", async () => {
    const publication = await buildPublication(t, { userId: author.user.id });
    for (let view = 0; view < 3; view++) {
      expect((await read(author, publication.id)).reads).toBe(0);
      clock.advance(40 * SECOND);
    }
    expect(await statsOf(publication.id)).toMatchObject({ reads: 0, unique_readers: 0 });
  });
});

describe("downloads in a post's stats", () => {
  const browser = { "user-agent": BROWSER_USER_AGENT };

  it("count a PDF viewer's 20 range requests for the document as one download", async () => {
    const publication = await buildPublication(t, { userId: author.user.id, document: pdfBytes(4_000) });
    for (let part = 0; part < 20; part++) {
      await download(publication.upload_document, { ...browser, range: `bytes=${part * 100}-${part * 100 + 99}` });
    }
    expect(await statsOf(publication.id)).toMatchObject({ reads: 0, downloads: 1 });
  });

  it("count a whole download again only 30 seconds after the last, and never a robot's", async () => {
    const publication = await buildPublication(t, { userId: author.user.id, document: pdfBytes() });
    await download(publication.upload_document, browser);
    clock.advance(10 * SECOND);
    await download(publication.upload_document, browser);
    await download(publication.upload_document, { ...browser, "user-agent": GOOGLEBOT });
    expect(await statsOf(publication.id)).toMatchObject({ downloads: 1 });
    clock.advance(31 * SECOND);
    await download(publication.upload_document, browser);
    expect(await statsOf(publication.id)).toMatchObject({ downloads: 2 });
  });

  it("leave out the owner fetching their own document in the browser they read it in", async () => {
    const publication = await buildPublication(t, { userId: author.user.id, document: pdfBytes() });
    await read(author, publication.id);
    await download(publication.upload_document, browser, HOME_ADDRESS);
    await download(publication.upload_document, browser, "198.51.100.21");
    expect(await statsOf(publication.id)).toMatchObject({ downloads: 1 });
  });
});

describe("read milestones", () => {
  it("are announced once as a post's stats reads pass 10", async () => {
    const publication = await buildPublication(t, { userId: author.user.id });
    const readers = await Promise.all(Array.from({ length: 11 }, () => buildMember(t)));
    const { announced } = await announcedDuring(t, ["post.read-milestone"], async () => {
      for (const reader of readers.slice(0, 9)) await read(reader, publication.id);
      await statsOf(publication.id);
      for (const reader of readers.slice(9)) await read(reader, publication.id);
      await statsOf(publication.id);
    });
    expect(announced).toEqual([
      { type: "post.read-milestone", kind: "publication", postId: publication.id, userId: author.user.id, reads: 10 },
    ]);
  });
});

describe("anonymous readers from one address", () => {
  const ADDRESS = "203.0.113.50";
  const agent = (index: number) => `${BROWSER_USER_AGENT} Reader/${index}`;

  async function readAnonymously(postId: number, headers: Record<string, string>, remoteAddress = ADDRESS) {
    const response = await t.app.inject({
      method: "GET",
      url: `/user/publication/home/?id=${postId}`,
      headers,
      remoteAddress,
    });
    expect(response.statusCode).toBe(200);
  }

  it("count at most 3 readers a day however many user agents the address rotates, and no milestone", async () => {
    const publication = await buildPublication(t, { userId: author.user.id, document: pdfBytes() });
    const { announced } = await announcedDuring(t, ["post.read-milestone"], async () => {
      for (let index = 0; index < 20; index++) {
        await readAnonymously(publication.id, { "user-agent": agent(index) });
        await download(publication.upload_document, { "user-agent": agent(index) }, ADDRESS);
      }
      expect(await statsOf(publication.id)).toMatchObject({ reads: 3, unique_readers: 3, downloads: 3 });
    });
    expect(announced).toEqual([]);
  });

  it("still count readers from other addresses, and the address again the next day", async () => {
    const publication = await buildPublication(t, { userId: author.user.id });
    for (let index = 0; index < 5; index++) await readAnonymously(publication.id, { "user-agent": agent(index) });
    clock.advance(31 * SECOND);
    await readAnonymously(publication.id, { "user-agent": agent(0) });
    await readAnonymously(publication.id, { "user-agent": agent(4) });
    await readAnonymously(publication.id, { "user-agent": agent(4) }, "203.0.113.51");
    expect(await statsOf(publication.id)).toMatchObject({ reads: 4, unique_readers: 4 });
    clock.advance(24 * 60 * 60 * SECOND);
    for (let index = 5; index < 10; index++) await readAnonymously(publication.id, { "user-agent": agent(index) });
    expect(await statsOf(publication.id)).toMatchObject({ reads: 7, unique_readers: 7 });
  });

  it("are told apart by the connection's address: a rotated X-Forwarded-For is ignored without TRUST_PROXY", async () => {
    const publication = await buildPublication(t, { userId: author.user.id });
    for (let index = 0; index < 10; index++) {
      await readAnonymously(publication.id, { "user-agent": agent(index), "x-forwarded-for": `198.18.0.${index}` });
    }
    expect(await statsOf(publication.id)).toMatchObject({ reads: 3, unique_readers: 3 });
  });

  it("leave members' reads uncapped: each member is one reader wherever they read from", async () => {
    const publication = await buildPublication(t, { userId: author.user.id });
    const members = await Promise.all(Array.from({ length: 5 }, () => buildMember(t)));
    for (const member of members) await read(member, publication.id);
    expect(await statsOf(publication.id)).toMatchObject({ reads: 5, unique_readers: 5 });
  });
});

describe("the batched stats recorder on close", () => {
  it("has written every read recorded so far once close() resolves", async () => {
    const publication = await buildPublication(t, { userId: author.user.id });
    const recorder = statsRecorder({
      store: statsStore(t.db),
      caches: createAppCaches(t.events),
      events: t.events,
      clock,
      log: console,
    });
    const post = { kind: "publication", id: publication.id, ownerUserId: author.user.id } as const;
    for (const [index, address] of ["192.0.2.1", "192.0.2.2", "192.0.2.3"].entries()) {
      const request = { ip: address, headers: { "user-agent": BROWSER_USER_AGENT } };
      recorder.recordRead(post, visitorOf(request as never, 1_000_000 + index));
    }
    await recorder.close();
    const totals = await t.db
      .selectFrom("post_stats_totals")
      .select(["reads", "owner_user_id"])
      .where("post_id", "=", publication.id)
      .executeTakeFirst();
    expect(totals).toEqual({ reads: 3, owner_user_id: author.user.id });
  });
});
