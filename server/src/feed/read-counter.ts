// Counts reads of posts in the database, at most once per reader, post and day, in batches: reads that
// arrive while a batch is being written wait for it and go together in the next statement.
import type { PostType } from "@scholarly/contract";
import { sql } from "kysely";
import type { Db } from "../db/database.js";
import { unauthorized } from "../http/http-error.js";
import { POST_TABLES } from "./posts.js";

interface PendingRead {
  postId: number;
  readerUserId: number;
  /** Resolves to the post's exact read count once this read is recorded, or null if the post is gone. */
  settle(reads: number | null): void;
  fail(error: unknown): void;
}

const FOREIGN_KEY_VIOLATION = "23503";

const intArray = (values: readonly number[]) => `{${values.join(",")}}`;

/**
 * Records the reads of one kind of post on one day and answers each post's read count after them. The
 * reads not yet on record are inserted and added to the post's counter in the same statement, so the
 * counter always equals the number of post_reads rows.
 */
async function recordReads(db: Db, type: PostType, day: string, reads: readonly PendingRead[]) {
  const posts = sql.table(POST_TABLES[type]);
  const postIds = intArray(reads.map((read) => read.postId));
  const readers = intArray(reads.map((read) => read.readerUserId));
  const { rows } = await sql<{ id: number; reads: number }>`
    WITH wanted AS (
      SELECT DISTINCT post_id, reader_user_id FROM unnest(${postIds}::int4[], ${readers}::int4[])
        AS wanted(post_id, reader_user_id)
    ), counted AS (
      INSERT INTO post_reads (post_type, post_id, reader_user_id, read_on)
      SELECT ${type}, post_id, reader_user_id, ${day}::date FROM wanted
      WHERE EXISTS (SELECT 1 FROM ${posts} AS post WHERE post.id = wanted.post_id)
      ON CONFLICT DO NOTHING
      RETURNING post_id
    ), bumped AS (
      UPDATE ${posts} AS post SET reads = post.reads + counted.added
      FROM (SELECT post_id, count(*) AS added FROM counted GROUP BY post_id) AS counted
      WHERE post.id = counted.post_id
      RETURNING post.id, post.reads
    )
    SELECT post.id, coalesce(bumped.reads, post.reads) AS reads
    FROM ${posts} AS post LEFT JOIN bumped ON bumped.id = post.id
    WHERE post.id = ANY(${postIds}::int4[])
  `.execute(db);
  const readsOf = new Map(rows.map((row) => [row.id, row.reads]));
  for (const read of reads) read.settle(readsOf.get(read.postId) ?? null);
}

/** A reader deleted mid-batch would fail everyone's reads; alone, only theirs fails, as a 401. */
async function recordEachAlone(db: Db, type: PostType, day: string, reads: readonly PendingRead[]) {
  for (const read of reads) {
    await recordReads(db, type, day, [read]).catch((error: unknown) => {
      const deletedReader = error instanceof Error && "code" in error && error.code === FOREIGN_KEY_VIOLATION;
      read.fail(deletedReader ? unauthorized("This account no longer exists.") : error);
    });
  }
}

export interface ReadCounter {
  /** Counts the read if it is the reader's first of the post that day; resolves to the post's read count. */
  count(type: PostType, postId: number, readerUserId: number, day: string): Promise<number | null>;
  /** Resolves once every read counted so far is written: on close, before the database goes. */
  flush(): Promise<void>;
}

interface Batch {
  type: PostType;
  day: string;
  reads: PendingRead[];
}

export function readCounter(db: Db): ReadCounter {
  let waiting = new Map<string, Batch>();
  let writing = false;
  let written: Promise<void> = Promise.resolve();

  // One batch statement at a time, so two never lock the same posts in opposite orders.
  async function writeWaitingReads() {
    writing = true;
    while (waiting.size > 0) {
      const batches = waiting;
      waiting = new Map();
      for (const { type, day, reads } of batches.values()) {
        await recordReads(db, type, day, reads).catch(() => recordEachAlone(db, type, day, reads));
      }
    }
    writing = false;
  }

  return {
    count(type, postId, readerUserId, day) {
      return new Promise((settle, fail) => {
        const group = `${type}|${day}`;
        const batch = waiting.get(group) ?? { type, day, reads: [] };
        batch.reads.push({ postId, readerUserId, settle, fail });
        waiting.set(group, batch);
        if (!writing) written = writeWaitingReads();
      });
    },
    // The latest run writes until nothing waits, so it covers every read counted before this call.
    flush: () => written.catch(() => undefined),
  };
}
