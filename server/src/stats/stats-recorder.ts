// Takes reads and downloads as they happen, drops those of robots and of the post's owner, and writes the rest
// in batches: every few seconds, before a stats answer, and on close. Announces the read milestones passed.
import type { PostType } from "@scholarly/contract";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext, Clock } from "../app-context.js";
import type { DomainEvents } from "../events/domain-events.js";
import type { Visitor } from "../http/visitor.js";
import { utcDay } from "./calendar.js";
import type { StatsEvent, StatsEventKind } from "./counting-rules.js";
import { addressName, readerName } from "./reader-names.js";
import type { RecordedTotals, StatsStore } from "./stats-store.js";

/** Counts are exact within this long, on every instance. */
export const STATS_FLUSH_MS = 2_000;

/** How many (reader, post) reads of today this process remembers having written. */
const REMEMBERED_READS = 100_000;

/** A post's stats reads passing each of these is announced as `post.read-milestone`. */
export const READ_MILESTONES = [10, 100, 1000] as const;

/** The post an event is about. */
export interface CountedPost {
  kind: PostType;
  id: number;
  ownerUserId: number;
}

export interface StatsRecorder {
  /** Someone opened the post's page. */
  recordRead(post: CountedPost, visitor: Visitor): void;
  /**
   * Someone opened the post's page, which shows its reads: records the read and answers the post's reads as
   * the stats now hold them, or undefined when this read adds none the page could show (a robot, the owner,
   * a reader this process already counted today). A reader's first read of the day waits for the batch to be
   * written, so the page shows the count after it; opening the post again the same day costs no write.
   */
  readPage(post: CountedPost, visitor: Visitor): Promise<number | undefined>;
  /**
   * Someone fetched a publication's document (whole, or a range from its first byte). The publication is still
   * being found from the file (null: none); a flush waits for it, so a download served is counted by the next one.
   */
  recordDownload(post: Promise<CountedPost | null>, visitor: Visitor): void;
  /** Resolves once every event recorded so far is written. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left: on close, before the database goes. */
  close(): Promise<void>;
}

interface PendingEvent {
  event: StatsEventKind;
  post: CountedPost;
  visitor: Visitor;
  at: Date;
}

export interface StatsRecorderDeps {
  store: StatsStore;
  caches: Pick<AppContext["caches"], "memberVisitors">;
  events: DomainEvents;
  clock: Clock;
  log: Pick<FastifyBaseLogger, "error">;
}

export function statsRecorder({ store, caches, events, clock, log }: StatsRecorderDeps): StatsRecorder {
  let pending: PendingEvent[] = [];
  let written: Promise<void> = Promise.resolve();
  const downloadsBeingFound = new Set<Promise<void>>();

  /** A member's browser is known by its fingerprint once they are seen signed in, so their downloads are theirs too. */
  function isOwner(post: CountedPost, visitor: Visitor): boolean {
    const userId = visitor.userId ?? caches.memberVisitors.get(visitor.fingerprint);
    return userId === post.ownerUserId;
  }

  function record(event: StatsEventKind, post: CountedPost, visitor: Visitor) {
    if (visitor.userId !== undefined) caches.memberVisitors.set(visitor.fingerprint, visitor.userId);
    if (visitor.robot || isOwner(post, visitor)) return;
    pending.push({ event, post, visitor, at: clock() });
  }

  function recordDownload(post: Promise<CountedPost | null>, visitor: Visitor) {
    const found = post.then(
      (publication) => {
        if (publication) record("download", publication, visitor);
      },
      (error: unknown) => log.error({ err: error }, "could not find the publication of a download"),
    );
    downloadsBeingFound.add(found);
    void found.finally(() => downloadsBeingFound.delete(found));
  }

  async function named(batch: readonly PendingEvent[]): Promise<StatsEvent[]> {
    const salts = new Map<string, string>();
    for (const day of new Set(batch.map((pendingEvent) => utcDay(pendingEvent.at)))) {
      salts.set(day, await store.saltOf(day));
    }
    return batch.map(({ event, post, visitor, at }) => {
      const salt = salts.get(utcDay(at)) ?? "";
      return {
        event,
        kind: post.kind,
        postId: post.id,
        ownerUserId: post.ownerUserId,
        reader: readerName(visitor, salt),
        address: addressName(visitor, salt),
        at,
      };
    });
  }

  function announceMilestones(totals: readonly RecordedTotals[]) {
    for (const { kind, postId, ownerUserId, reads, readsAdded } of totals) {
      for (const milestone of READ_MILESTONES) {
        if (reads - readsAdded < milestone && reads >= milestone) {
          events.publish({ type: "post.read-milestone", kind, postId, userId: ownerUserId, reads: milestone });
        }
      }
    }
  }

  async function writePending() {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    try {
      announceMilestones(await store.record(await named(batch), clock()));
    } catch (error) {
      log.error({ err: error, events: batch.length }, "could not record reads and downloads");
    }
  }

  // One batch at a time: a flush asked for while one is written writes after it, covering every event before it.
  const flush = () => {
    const found = Promise.all(downloadsBeingFound);
    written = written.then(() => found).then(writePending);
    return written;
  };
  const timer = setInterval(flush, STATS_FLUSH_MS);
  timer.unref();

  let remembered = new Set<string>();
  let rememberedDay = utcDay(clock());

  async function readPage(post: CountedPost, visitor: Visitor): Promise<number | undefined> {
    record("read", post, visitor);
    if (visitor.robot || isOwner(post, visitor)) return undefined;
    const day = utcDay(clock());
    if (day !== rememberedDay || remembered.size >= REMEMBERED_READS) {
      remembered = new Set();
      rememberedDay = day;
    }
    const read = `${visitor.userId ?? visitor.fingerprint}|${post.kind}:${post.id}`;
    if (remembered.has(read)) return undefined;
    await flush();
    remembered.add(read);
    return store.readsOf(post.kind, post.id);
  }

  return {
    recordRead: (post, visitor) => record("read", post, visitor),
    readPage,
    recordDownload,
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
