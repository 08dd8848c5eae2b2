// One page of the feed: every kind of post, newest first, merged from per-kind index scans.
import { type FeedItem, POST_TYPES, type PostType } from "@scholarly/contract";
import { sql } from "kysely";
import type { Db } from "../db/database.js";
import { type FeedPosition, positionTime } from "./feed-cursor.js";
import { loadAuthors } from "./post-authors.js";
import { loadPosts, POST_TABLES, type Post } from "./posts.js";
import { presentFeedItem } from "./present-post.js";

/** Which page of which listing: every kind of post, or one kind; by page number or after a position. */
export interface FeedListing {
  page: number;
  limit: number;
  type?: PostType | undefined;
  before?: FeedPosition | undefined;
}

type PostKey = FeedPosition;

/** Only the posts after the cursor; for kinds sorting after the cursor's, its own time and id still count. */
function after(type: PostType, before: FeedPosition | undefined) {
  if (!before) return sql``;
  const comparison = type > before.type ? sql.raw("<=") : sql.raw("<");
  return sql`WHERE (created_at, id) ${comparison} (${positionTime(before)}::timestamptz, ${before.id})`;
}

/**
 * Which posts fill the page, plus one more to tell whether another page follows. Each kind contributes
 * at most offset+limit+1 of its newest rows (after the cursor, if any), read through its
 * (created_at DESC, id DESC) index, so the work grows with the page number and never with the number of
 * posts; with a cursor the offset is 0, so it does not grow with depth at all. Only keys travel through
 * the merge; the rows of the page are then loaded by primary key.
 */
async function pageKeys(db: Db, types: readonly PostType[], listing: FeedListing, offset: number): Promise<PostKey[]> {
  const wanted = offset + listing.limit + 1;
  const newest = sql.join(
    types.map(
      (type) => sql`(SELECT ${type}::text AS type, id, created_at FROM ${sql.table(POST_TABLES[type])}
        ${after(type, listing.before)} ORDER BY created_at DESC, id DESC LIMIT ${wanted})`,
    ),
    sql` UNION ALL `,
  );
  const { rows } = await sql<PostKey>`
    SELECT type, id, (extract(epoch FROM created_at) * 1000000)::int8 AS "createdAtMicros"
    FROM (${newest}) AS posts
    ORDER BY created_at DESC, id DESC, type
    LIMIT ${listing.limit + 1} OFFSET ${offset}
  `.execute(db);
  return rows;
}

/** Exact per-kind counts, kept by triggers (migration 20261122T0300-post-counts): one small read. */
async function countPosts(db: Db, types: readonly PostType[]): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    SELECT coalesce(sum(count), 0)::int8 AS count FROM post_counts WHERE post_type IN (${sql.join(types)})
  `.execute(db);
  return Number(rows[0]?.count ?? 0);
}

export interface LoadedFeedPage {
  items: FeedItem[];
  count: number;
  /** Where the next page starts, or null when this page reaches the oldest post. */
  next: FeedPosition | null;
}

export async function loadFeedPage(db: Db, listing: FeedListing): Promise<LoadedFeedPage> {
  const types = listing.type ? [listing.type] : POST_TYPES;
  const offset = listing.before ? 0 : (listing.page - 1) * listing.limit;
  const [found, count] = await Promise.all([pageKeys(db, types, listing, offset), countPosts(db, types)]);
  const keys = found.slice(0, listing.limit);
  const last = keys.at(-1);
  const next = found.length > listing.limit && last ? last : null;

  const loaded = await Promise.all(
    types.map((type) =>
      loadPosts(
        db,
        type,
        keys.filter((key) => key.type === type).map((key) => key.id),
      ),
    ),
  );
  const byKey = new Map<string, Post>(loaded.flat().map((post) => [`${post.type}:${post.row.id}`, post]));
  // A post deleted between the two queries is simply left out of this page.
  const posts = keys.flatMap((key) => byKey.get(`${key.type}:${key.id}`) ?? []);
  const authorOf = await loadAuthors(
    db,
    posts.map((post) => post.row.user_id),
  );
  return { items: posts.map((post) => presentFeedItem(post, authorOf(post.row.user_id))), count, next };
}
