// Counts reads of posts in the database, at most once per reader, post and day, in batches: reads that
// arrive while a batch is being written wait for it and go together in the next statement.
import type { PostType } from "@scholarly/contract";
import { unauthorized } from "../http/http-error.js";
import type { FeedStore } from "./feed-store.js";

interface PendingRead {
  postId: number;
  readerUserId: number;
  /** Resolves to the post's exact read count once this read is recorded, or null if the post is gone. */
  settle(reads: number | null): void;
  fail(error: unknown): void;
}

const FOREIGN_KEY_VIOLATION = "23503";

/** Records the reads in one statement and settles each with its post's read count. */
async function recordReads(feed: FeedStore, type: PostType, day: string, reads: readonly PendingRead[]) {
  const readsOf = await feed.recordReads(type, day, reads);
  for (const read of reads) read.settle(readsOf.get(read.postId) ?? null);
}

/** A reader deleted mid-batch would fail everyone's reads; alone, only theirs fails, as a 401. */
async function recordEachAlone(feed: FeedStore, type: PostType, day: string, reads: readonly PendingRead[]) {
  for (const read of reads) {
    await recordReads(feed, type, day, [read]).catch((error: unknown) => {
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

export function readCounter(feed: FeedStore): ReadCounter {
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
        await recordReads(feed, type, day, reads).catch(() => recordEachAlone(feed, type, day, reads));
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
