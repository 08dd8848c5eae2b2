// One page of the feed: every kind of post, newest first, merged from per-kind index scans.
import { type FeedItem, POST_TYPES, type PostType } from "@scholarly/contract";
import { sql } from "kysely";
import type { Db } from "../db/database.js";
import { loadAuthors } from "./post-authors.js";
import { loadPosts, POST_TABLES, type Post } from "./posts.js";
import { presentFeedItem } from "./present-post.js";

/** Which page of which listing: every kind of post, or one kind. */
export interface FeedListing {
  page: number;
  limit: number;
  type?: PostType | undefined;
}

interface PostKey {
  type: PostType;
  id: number;
}

/**
 * Which posts fill the page. Each kind contributes at most offset+limit of its newest rows, read
 * through its (created_at DESC, id DESC) index, so the work grows with the page number, never with
 * the number of posts; the merge then keeps the requested slice. Only keys travel through the merge;
 * the rows of the page are then loaded by primary key.
 */
async function pageKeys(db: Db, types: readonly PostType[], offset: number, limit: number): Promise<PostKey[]> {
  const newest = sql.join(
    types.map(
      (type) => sql`(SELECT ${type}::text AS type, id, created_at FROM ${sql.table(POST_TABLES[type])}
        ORDER BY created_at DESC, id DESC LIMIT ${offset + limit})`,
    ),
    sql` UNION ALL `,
  );
  const { rows } = await sql<PostKey>`
    SELECT type, id FROM (${newest}) AS posts
    ORDER BY created_at DESC, id DESC, type
    LIMIT ${limit} OFFSET ${offset}
  `.execute(db);
  return rows;
}

/** Above this many rows a kind's count comes from the planner's statistics instead of a scan. */
const ESTIMATED_COUNT_ABOVE = 100_000;

/**
 * Per-kind counts, summed. Small kinds are counted exactly; a large kind's exact count costs a scan of
 * its index on every page, so it uses pg_class.reltuples (kept fresh by autovacuum), which only moves
 * the last page number by a fraction of a percent.
 */
async function countPosts(db: Db, types: readonly PostType[]): Promise<number> {
  const counts = sql.join(
    types.map((type) => {
      const table = sql.table(POST_TABLES[type]);
      const estimate = sql`(SELECT reltuples FROM pg_class WHERE oid = ${POST_TABLES[type]}::regclass)`;
      return sql`(CASE WHEN ${estimate} >= ${ESTIMATED_COUNT_ABOVE} THEN ${estimate}::int8
        ELSE (SELECT count(*) FROM ${table}) END)`;
    }),
    sql` + `,
  );
  const { rows } = await sql<{ count: number }>`SELECT (${counts})::int8 AS count`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

export async function loadFeedPage(db: Db, options: FeedListing): Promise<{ items: FeedItem[]; count: number }> {
  const types = options.type ? [options.type] : POST_TYPES;
  const offset = (options.page - 1) * options.limit;
  const [keys, count] = await Promise.all([pageKeys(db, types, offset, options.limit), countPosts(db, types)]);

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
  return { items: posts.map((post) => presentFeedItem(post, authorOf(post.row.user_id))), count };
}

/** The relative URL of another page of the same listing, or null past either end. */
export function pageLink(path: string, options: FeedListing, page: number, count: number): string | null {
  if (page < 1 || (page - 1) * options.limit >= count) return null;
  const type = options.type ? `&type=${options.type}` : "";
  return `${path}?page=${page}&limit=${options.limit}${type}`;
}
