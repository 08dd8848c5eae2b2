import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../test/factories.js";
import { buildPublication } from "../test/post-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { feedStore } from "./feed-store.js";
import { readCounter } from "./read-counter.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the batched read counter on close", () => {
  it("has written every read counted so far once flush() resolves", async () => {
    const author = await buildUser(t);
    const readers = await Promise.all([buildUser(t), buildUser(t), buildUser(t)]);
    const publication = await buildPublication(t, { userId: author.id });
    const counter = readCounter(feedStore(t.db));

    // Reads whose requests were cut off: nobody waits for them but the close.
    for (const reader of readers) void counter.count("publication", publication.id, reader.id, "2026-01-05");
    await counter.flush();

    const reads = await t.db
      .selectFrom("post_reads")
      .select("reader_user_id")
      .where("post_id", "=", publication.id)
      .execute();
    expect(reads.map((read) => read.reader_user_id).sort()).toEqual(readers.map((reader) => reader.id).sort());
    const row = await t.db
      .selectFrom("publications")
      .select("reads")
      .where("id", "=", publication.id)
      .executeTakeFirst();
    expect(row?.reads).toBe(3);
  });
});
