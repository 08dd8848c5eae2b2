// The weekly digest's SQL: who gets one, what happened to them in a week, and which weeks went out.
import type { PostType } from "@scholarly/contract";
import { sql } from "kysely";
import type { Db } from "../db/database.js";
import type { DigestWeek } from "./digest-week.js";

/** How many of the new works by followed members a digest names; the rest are only counted. */
export const NAMED_NEW_WORKS = 5;

export interface NewWork {
  author: string;
  kind: PostType;
  /** Null for pictures and videos, which have no title. */
  title: string | null;
}

export interface WeeklySummary {
  newFollowers: number;
  reads: number;
  downloads: number;
  newWorksCount: number;
  /** The newest few, newest first. */
  newWorks: NewWork[];
}

const moment = (day: string) => sql`${`${day}T00:00:00Z`}::timestamptz`;

export function weeklyDigestStore(db: Db) {
  async function newFollowers(userId: number, week: DigestWeek): Promise<number> {
    const { rows } = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM follows f JOIN profiles followed ON followed.id = f.followed_profile_id
      WHERE followed.user_id = ${userId} AND f.created_at >= ${moment(week.start)} AND f.created_at < ${moment(week.end)}
    `.execute(db);
    return rows[0]?.count ?? 0;
  }

  /** From the daily stats rows, which already leave robots, owners and 30-second repeats out. */
  async function readsAndDownloads(userId: number, week: DigestWeek) {
    const { rows } = await sql<{ reads: number; downloads: number }>`
      SELECT coalesce(sum(d.reads), 0)::int AS reads, coalesce(sum(d.downloads), 0)::int AS downloads
      FROM post_stats_daily d JOIN post_stats_totals t USING (kind, post_id)
      WHERE t.owner_user_id = ${userId} AND d.day >= ${week.start}::date AND d.day < ${week.end}::date
    `.execute(db);
    return rows[0] ?? { reads: 0, downloads: 0 };
  }

  async function newWorksFollowed(userId: number, week: DigestWeek) {
    const { rows } = await sql<NewWork & { total: number }>`
      WITH followed AS (
        SELECT author.user_id, author.name FROM profiles me
        JOIN follows f ON f.follower_profile_id = me.id
        JOIN profiles author ON author.id = f.followed_profile_id
        WHERE me.user_id = ${userId}
      ), works AS (
        SELECT 'publication' AS kind, id, user_id, title, created_at FROM publications
        UNION ALL SELECT 'code', id, user_id, title, created_at FROM user_codes
        UNION ALL SELECT 'image', id, user_id, NULL, created_at FROM gallery_images
        UNION ALL SELECT 'video', id, user_id, NULL, created_at FROM videos
      )
      SELECT followed.name AS author, works.kind, works.title, count(*) OVER ()::int AS total
      FROM works JOIN followed USING (user_id)
      WHERE works.created_at >= ${moment(week.start)} AND works.created_at < ${moment(week.end)}
      ORDER BY works.created_at DESC, works.kind, works.id DESC
      LIMIT ${NAMED_NEW_WORKS}
    `.execute(db);
    return { count: rows[0]?.total ?? 0, named: rows.map(({ author, kind, title }) => ({ author, kind, title })) };
  }

  return {
    /** Members who asked for the digest and have not been sent this week's yet. */
    async membersDue(week: DigestWeek): Promise<number[]> {
      const { rows } = await sql<{ user_id: number }>`
        SELECT s.user_id FROM notification_settings s
        WHERE s.weekly_digest
          AND NOT EXISTS (SELECT 1 FROM weekly_digests d WHERE d.user_id = s.user_id AND d.week = ${week.start}::date)
        ORDER BY s.user_id
      `.execute(db);
      return rows.map((row) => row.user_id);
    },

    async wasSent(userId: number, week: DigestWeek): Promise<boolean> {
      const row = await db
        .selectFrom("weekly_digests")
        .select("user_id")
        .where("user_id", "=", userId)
        .where("week", "=", week.start)
        .executeTakeFirst();
      return row !== undefined;
    },

    async recordSent(userId: number, week: DigestWeek): Promise<void> {
      await db
        .insertInto("weekly_digests")
        .values({ user_id: userId, week: week.start })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    },

    async summary(userId: number, week: DigestWeek): Promise<WeeklySummary> {
      const [followers, stats, works] = await Promise.all([
        newFollowers(userId, week),
        readsAndDownloads(userId, week),
        newWorksFollowed(userId, week),
      ]);
      return { newFollowers: followers, ...stats, newWorksCount: works.count, newWorks: works.named };
    },
  };
}
