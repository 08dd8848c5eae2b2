// The stats tables: recording a batch of counted events, the salt of the day, and the small reads that answer
// a post's and a member's stats.
import { randomBytes } from "node:crypto";
import { POST_TYPES, type PostType } from "@scholarly/contract";
import { type Kysely, sql } from "kysely";
import type { Db } from "../db/database.js";
import type { Database } from "../db/tables.js";
import { memberPublicationIds } from "../posts/member-publication-ids.js";
import { POST_KINDS, postTable } from "../posts/post-kinds.js";
import { addDays, utcDay } from "./calendar.js";
import {
  addressKey,
  countBatch,
  type PostTotals,
  type ReaderState,
  readerKey,
  type StatsEvent,
} from "./counting-rules.js";

/** Serialises batches of every instance, so two never judge the same reader's clicks at once. */
const RECORDING_LOCK = 4_231_007;

/** A post's totals after a batch, with the reads the batch added. */
export interface RecordedTotals extends PostTotals {
  readsAdded: number;
}

export interface DayCounts {
  day: string;
  reads: number;
  downloads: number;
  unique_readers: number;
}

export interface MonthCounts {
  month: string;
  reads: number;
  downloads: number;
}

export interface MostRead {
  kind: PostType;
  post_id: number;
  title: string;
  reads: number;
}

const asJson = (rows: readonly object[]) => JSON.stringify(rows);

/** Rows of a batch whose post still exists; a post deleted meanwhile leaves no stats behind. */
const postStillExists = (alias: string) =>
  sql.join(
    POST_TYPES.map(
      (kind) =>
        sql`(${sql.ref(`${alias}.kind`)} = ${kind} AND EXISTS (SELECT 1 FROM ${sql.table(postTable(kind))} AS post WHERE post.id = ${sql.ref(`${alias}.post_id`)}))`,
    ),
    sql` OR `,
  );

async function readerStates(trx: Kysely<Database>, events: readonly StatsEvent[]) {
  const keys = events.map(({ event, kind, postId, reader }) => ({ event, kind, post_id: postId, reader }));
  const { rows } = await sql<{
    event: StatsEvent["event"];
    kind: PostType;
    post_id: number;
    reader: string;
    last_at: Date;
    counted_on: string | null;
  }>`
    SELECT readers.* FROM post_stats_readers AS readers
    JOIN jsonb_to_recordset(${asJson(keys)}::jsonb) AS wanted(event text, kind text, post_id int4, reader text)
      USING (event, kind, post_id, reader)
  `.execute(trx);
  return new Map<string, ReaderState>(
    rows.map((row) => [
      readerKey({ ...row, postId: row.post_id }),
      { lastAt: new Date(row.last_at), countedOn: row.counted_on },
    ]),
  );
}

/** The anonymous readers already counted for the batch's posts, addresses and days, by `addressKey`. */
async function addressReaders(trx: Kysely<Database>, events: readonly StatsEvent[]) {
  const keys = events.flatMap(({ kind, postId, address, at }) =>
    address === null ? [] : [{ kind, post_id: postId, address, day: utcDay(at) }],
  );
  const found = new Map<string, Set<string>>();
  if (keys.length === 0) return found;
  const { rows } = await sql<{ kind: PostType; post_id: number; address: string; day: string; reader: string }>`
    SELECT DISTINCT counted.kind, counted.post_id, counted.address, to_char(counted.day, 'YYYY-MM-DD') AS day,
      counted.reader
    FROM post_stats_address_readers AS counted
    JOIN jsonb_to_recordset(${asJson(keys)}::jsonb) AS wanted(kind text, post_id int4, address text, day date)
      USING (kind, post_id, address, day)
  `.execute(trx);
  for (const row of rows) {
    const key = addressKey({ ...row, postId: row.post_id });
    found.set(key, (found.get(key) ?? new Set()).add(row.reader));
  }
  return found;
}

/** The `reads` a post's card and page show are its stats' reads, copied in the batch's transaction. */
async function copyReadsToPosts(
  trx: Kysely<Database>,
  totals: readonly { kind: PostType; post_id: number; reads: number }[],
) {
  for (const kind of POST_TYPES) {
    const ofKind = totals.filter((row) => row.kind === kind).map(({ post_id, reads }) => ({ post_id, reads }));
    if (ofKind.length === 0) continue;
    await sql`
      UPDATE ${sql.table(postTable(kind))} AS post SET reads = counted.reads
      FROM jsonb_to_recordset(${asJson(ofKind)}::jsonb) AS counted(post_id int4, reads int4)
      WHERE post.id = counted.post_id
    `.execute(trx);
  }
}

export type StatsStore = ReturnType<typeof statsStore>;

export function statsStore(db: Db) {
  return {
    /**
     * Counts a batch by the COUNTER rules against the readers' last events on record, and adds what it
     * counted to the days and totals of each post, in one transaction.
     */
    async record(events: readonly StatsEvent[], now: Date): Promise<RecordedTotals[]> {
      return db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(${RECORDING_LOCK})`.execute(trx);
        // Older rows can decide neither a 30-second repeat nor a day's first read.
        const yesterday = `${addDays(utcDay(now), -1)}T00:00:00Z`;
        await sql`DELETE FROM post_stats_readers WHERE last_at < ${yesterday}::timestamptz`.execute(trx);
        await sql`DELETE FROM post_stats_address_readers WHERE day < ${yesterday}::date`.execute(trx);
        const counted = countBatch(events, await readerStates(trx, events), await addressReaders(trx, events));
        const readers = counted.readers.map((row) => ({
          event: row.event,
          kind: row.kind,
          post_id: row.postId,
          reader: row.reader,
          last_at: row.lastAt.toISOString(),
          counted_on: row.countedOn,
        }));
        await sql`
          INSERT INTO post_stats_readers (event, kind, post_id, reader, last_at, counted_on)
          SELECT * FROM jsonb_to_recordset(${asJson(readers)}::jsonb)
            AS r(event text, kind text, post_id int4, reader text, last_at timestamptz, counted_on date)
          ON CONFLICT (event, kind, post_id, reader)
          DO UPDATE SET last_at = excluded.last_at, counted_on = excluded.counted_on
        `.execute(trx);
        const admitted = counted.addressReaders.map(({ postId, ...row }) => ({ ...row, post_id: postId }));
        await sql`
          INSERT INTO post_stats_address_readers (kind, post_id, address, day, reader)
          SELECT * FROM jsonb_to_recordset(${asJson(admitted)}::jsonb)
            AS a(kind text, post_id int4, address text, day date, reader text)
          ON CONFLICT DO NOTHING
        `.execute(trx);
        if (counted.totals.length === 0) return [];
        const daily = counted.daily.map((row) => ({
          kind: row.kind,
          post_id: row.postId,
          day: row.day,
          reads: row.reads,
          downloads: row.downloads,
          unique_readers: row.uniqueReaders,
        }));
        await sql`
          INSERT INTO post_stats_daily (kind, post_id, day, reads, downloads, unique_readers)
          SELECT * FROM jsonb_to_recordset(${asJson(daily)}::jsonb)
            AS d(kind text, post_id int4, day date, reads int4, downloads int4, unique_readers int4)
          WHERE ${postStillExists("d")}
          ON CONFLICT (kind, post_id, day) DO UPDATE SET
            reads = post_stats_daily.reads + excluded.reads,
            downloads = post_stats_daily.downloads + excluded.downloads,
            unique_readers = post_stats_daily.unique_readers + excluded.unique_readers
        `.execute(trx);
        const totals = counted.totals.map((row) => ({
          kind: row.kind,
          post_id: row.postId,
          owner_user_id: row.ownerUserId,
          reads: row.reads,
          downloads: row.downloads,
        }));
        const { rows } = await sql<{
          kind: PostType;
          post_id: number;
          owner_user_id: number;
          reads: number;
          downloads: number;
        }>`
          INSERT INTO post_stats_totals (kind, post_id, owner_user_id, reads, downloads)
          SELECT * FROM jsonb_to_recordset(${asJson(totals)}::jsonb)
            AS t(kind text, post_id int4, owner_user_id int4, reads int4, downloads int4)
          WHERE ${postStillExists("t")}
          ON CONFLICT (kind, post_id) DO UPDATE SET
            reads = post_stats_totals.reads + excluded.reads,
            downloads = post_stats_totals.downloads + excluded.downloads
          RETURNING kind, post_id, owner_user_id, reads, downloads
        `.execute(trx);
        await copyReadsToPosts(trx, rows);
        const addedTo = new Map(counted.totals.map((row) => [`${row.kind}|${row.postId}`, row.reads]));
        return rows.map((row) => ({
          kind: row.kind,
          postId: row.post_id,
          ownerUserId: row.owner_user_id,
          reads: row.reads,
          downloads: row.downloads,
          readsAdded: addedTo.get(`${row.kind}|${row.post_id}`) ?? 0,
        }));
      });
    },

    /** The day's salt, made by whichever instance asks first; salts of days before yesterday are deleted. */
    async saltOf(day: string): Promise<string> {
      await sql`DELETE FROM stats_salts WHERE day < ${addDays(day, -1)}::date`.execute(db);
      await db
        .insertInto("stats_salts")
        .values({ day, salt: randomBytes(16).toString("hex") })
        .onConflict((conflict) => conflict.column("day").doNothing())
        .execute();
      const { salt } = await db
        .selectFrom("stats_salts")
        .select("salt")
        .where("day", "=", day)
        .executeTakeFirstOrThrow();
      return salt;
    },

    /** The owner of a post, or undefined when there is no such post. */
    async ownerOf(kind: PostType, postId: number): Promise<number | undefined> {
      const { rows } = await sql<{ user_id: number }>`
        SELECT user_id FROM ${sql.table(postTable(kind))} WHERE id = ${postId}
      `.execute(db);
      return rows[0]?.user_id;
    },

    /** The post's reads as the last batch copied them into its row; undefined when the post is gone. */
    async readsOf(kind: PostType, postId: number): Promise<number | undefined> {
      const { rows } = await sql<{ reads: number }>`
        SELECT reads FROM ${sql.table(postTable(kind))} WHERE id = ${postId}
      `.execute(db);
      return rows[0]?.reads;
    },

    /** A post's counts on the days of a range that had any. */
    daysOf(kind: PostType, postId: number, range: { from: string; to: string }): Promise<DayCounts[]> {
      return db
        .selectFrom("post_stats_daily")
        .select(["day", "reads", "downloads", "unique_readers"])
        .where("kind", "=", kind)
        .where("post_id", "=", postId)
        .where("day", ">=", range.from)
        .where("day", "<=", range.to)
        .orderBy("day")
        .execute();
    },

    /**
     * A member's reads and downloads over all their posts, and how many publications are theirs (confirmed
     * co-authorships included, as on their profile).
     */
    async memberTotals(userId: number): Promise<{ reads: number; downloads: number; publications: number }> {
      const { rows } = await sql<{ reads: number; downloads: number; publications: number }>`
        SELECT
          (SELECT coalesce(sum(reads), 0)::int4 FROM post_stats_totals WHERE owner_user_id = ${userId}) AS reads,
          (SELECT coalesce(sum(downloads), 0)::int4 FROM post_stats_totals WHERE owner_user_id = ${userId}) AS downloads,
          (SELECT count(*)::int4 FROM (${memberPublicationIds(db, userId)}) AS theirs) AS publications
      `.execute(db);
      return rows[0] ?? { reads: 0, downloads: 0, publications: 0 };
    },

    /** A member's reads and downloads by month (yyyy-MM) since `from`, months without any left out. */
    async monthsOf(userId: number, from: string): Promise<MonthCounts[]> {
      const { rows } = await sql<MonthCounts>`
        SELECT to_char(days.day, 'YYYY-MM') AS month, sum(days.reads)::int4 AS reads,
          sum(days.downloads)::int4 AS downloads
        FROM post_stats_totals AS totals
        JOIN post_stats_daily AS days ON days.kind = totals.kind AND days.post_id = totals.post_id
        WHERE totals.owner_user_id = ${userId} AND days.day >= ${from}::date
        GROUP BY 1 ORDER BY 1
      `.execute(db);
      return rows;
    },

    /** A member's most-read posts, most read first, with the title each kind shows. */
    async mostRead(userId: number, limit: number): Promise<MostRead[]> {
      const titles = sql.join(POST_TYPES.map((kind) => sql.ref(`${kind}.${POST_KINDS[kind].titleColumn}`)));
      const joins = sql.join(
        POST_TYPES.map(
          (kind) => sql`LEFT JOIN ${sql.table(postTable(kind))} AS ${sql.id(kind)}
            ON totals.kind = ${kind} AND ${sql.ref(`${kind}.id`)} = totals.post_id`,
        ),
        sql` `,
      );
      const { rows } = await sql<MostRead>`
        SELECT totals.kind, totals.post_id, totals.reads, coalesce(${titles}, '') AS title
        FROM post_stats_totals AS totals
        ${joins}
        WHERE totals.owner_user_id = ${userId} AND totals.reads > 0
        ORDER BY totals.reads DESC, totals.post_id DESC
        LIMIT ${limit}
      `.execute(db);
      return rows;
    },
  };
}
