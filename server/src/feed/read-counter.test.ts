import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../test/factories.js";
import { createTestDatabase, type TestDatabase } from "../test/test-database.js";
import { buildPublication } from "./post-factories.js";
import { readCounter } from "./read-counter.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe("the batched read counter on close", () => {
  it("has written every read counted so far once flush() resolves", async () => {
    const { db } = database;
    const author = await buildUser(db);
    const readers = await Promise.all([buildUser(db), buildUser(db), buildUser(db)]);
    const publication = await buildPublication(db, author.id);
    const counter = readCounter(db);

    // Reads whose requests were cut off: nobody waits for them but the close.
    for (const reader of readers) void counter.count("publication", publication.id, reader.id, "2026-01-05");
    await counter.flush();

    const reads = await db
      .selectFrom("post_reads")
      .select("reader_user_id")
      .where("post_id", "=", publication.id)
      .execute();
    expect(reads.map((read) => read.reader_user_id).sort()).toEqual(readers.map((reader) => reader.id).sort());
    const row = await db.selectFrom("publications").select("reads").where("id", "=", publication.id).executeTakeFirst();
    expect(row?.reads).toBe(3);
  });
});
