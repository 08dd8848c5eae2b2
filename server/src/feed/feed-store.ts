// The post tables as the feed reads them: which posts fill a page, hydrated in the same statement, and how
// many there are.
import type { PostType } from "@scholarly/contract";
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../db/database.js";
import { prepared } from "../db/prepared-statements.js";
import type { HydratedPost } from "../posts/hydrated-post.js";
import { hydrationStore } from "../posts/hydration-store.js";
import { postTable } from "../posts/post-kinds.js";
import { type FediverseCardRow, fediverseCardStore, followedActorUris } from "./fediverse-card-store.js";
import { FEDIVERSE_CARD, type FeedCardKind, type FeedPosition, positionTime } from "./feed-cursor.js";

const intArray = (values: readonly number[]) => `{${values.join(",")}}`;

/** Only the posts after the cursor; for kinds sorting after the cursor's, its own time and id still count. */
function after(type: FeedCardKind, before: FeedPosition | undefined) {
  if (!before) return [];
  const comparison = type > before.type ? sql.raw("<=") : sql.raw("<");
  return [sql`(created_at, id) ${comparison} (${positionTime(before)}::timestamptz, ${before.id})`];
}

/** Only the posts of these members (the Following feed), read through each table's (user_id, created_at) index. */
function byAuthors(authors: readonly number[] | undefined) {
  if (!authors) return [];
  return [sql`user_id = ANY(${intArray(authors)}::int4[])`];
}

function where(conditions: RawBuilder<unknown>[]) {
  return conditions.length === 0 ? sql`` : sql`WHERE ${sql.join(conditions, sql` AND `)}`;
}

/**
 * The positions of the newest `limit` posts of these kinds after skipping `offset` (and after the cursor, if
 * any). Each kind contributes at most offset+limit of its newest rows, read through its (created_at DESC,
 * id DESC) index, so the work grows with the page number and never with the number of posts; with a cursor
 * the offset is 0, so it does not grow with depth at all.
 */
function newestPositionsQuery(types: readonly PostType[], range: NewestPostsRange) {
  const wanted = range.offset + range.limit;
  const posts = types.map(
    (type) => sql`(SELECT ${type}::text AS type, id, created_at FROM ${sql.table(postTable(type))}
    ${where([...after(type, range.before), ...byAuthors(range.authors)])} ORDER BY created_at DESC, id DESC LIMIT ${wanted})`,
  );
  // The fediverse posts sort by when they were published, through (actor_uri, published_at DESC, id DESC).
  const fediverse =
    range.fediverseOf === undefined
      ? []
      : [
          sql`(SELECT ${FEDIVERSE_CARD}::text AS type, id, created_at FROM (
      SELECT id, published_at AS created_at FROM federation_external_posts
      WHERE actor_uri IN ${followedActorUris(range.fediverseOf)}
    ) AS fediverse ${where(after(FEDIVERSE_CARD, range.before))} ORDER BY created_at DESC, id DESC LIMIT ${wanted})`,
        ];
  const newest = sql.join([...posts, ...fediverse], sql` UNION ALL `);
  return sql<FeedPosition>`
    SELECT type, id, (extract(epoch FROM created_at) * 1000000)::int8 AS "createdAtMicros"
    FROM (${newest}) AS posts
    ORDER BY created_at DESC, id DESC, type
    LIMIT ${range.limit} OFFSET ${range.offset}
  `;
}

export interface NewestPostsRange {
  offset: number;
  limit: number;
  before?: FeedPosition | undefined;
  /** Only these members' posts (the Following feed). */
  authors?: readonly number[] | undefined;
  /** With the posts of the fediverse accounts this user follows (the Following feed of every kind). */
  fediverseOf?: number | undefined;
}

/** A card of the feed before it is presented: a post here, or a post from a followed fediverse account. */
export type FeedEntry = HydratedPost | FediverseCardRow;

export const isPost = (entry: FeedEntry): entry is HydratedPost => entry.type !== FEDIVERSE_CARD;

export type FeedStore = ReturnType<typeof feedStore>;

export function feedStore(db: Db) {
  const hydration = hydrationStore(db);
  const fediverseCards = fediverseCardStore(db);

  /** The page's positions, hydrated: posts through the hydrator, fediverse posts from their table, in order. */
  async function entriesAt(positions: FeedPosition[], fediverseOf: number | undefined): Promise<FeedEntry[]> {
    const fediverseIds = positions.filter((position) => position.type === FEDIVERSE_CARD).map(({ id }) => id);
    const postKeys = positions.flatMap(({ type, id }) => (type === FEDIVERSE_CARD ? [] : [{ type, id }]));
    const [posts, cards] = await Promise.all([
      hydration.posts(postKeys),
      fediverseOf === undefined ? [] : fediverseCards.byIds(fediverseOf, fediverseIds),
    ]);
    const byKey = new Map<string, FeedEntry>(
      [...posts, ...cards].map((entry) => [`${entry.type}.${entry.row.id}`, entry]),
    );
    return positions.flatMap(({ type, id }) => byKey.get(`${type}.${id}`) ?? []);
  }

  return {
    /**
     * The newest posts (see newestPositionsQuery), hydrated in the same statement: the rows are read by primary
     * key for the page's positions only, so the merge still moves positions alone, and the page costs one round
     * trip instead of one per kind.
     */
    async newestPosts(types: readonly PostType[], range: NewestPostsRange): Promise<FeedEntry[]> {
      if (range.authors || range.fediverseOf !== undefined) {
        // The Following feed: how the positions are best found depends on how many members are followed (30:
        // each one's newest posts through (user_id, created_at), then a sort; 5,000: the newest-first walk,
        // 0.6 ms, where the first read 27,678 publications in 172 ms). A prepared statement's generic plan cannot
        // tell them apart, so the positions are planned for their own authors, then hydrated.
        const { rows } = await newestPositionsQuery(types, range).execute(db);
        return entriesAt(rows, range.fediverseOf);
      }
      return hydration.wanted(sql`
        SELECT type AS kind, id, row_number() OVER (ORDER BY "createdAtMicros" DESC, id DESC, type) AS ord
        FROM (${newestPositionsQuery(types, range)}) AS page`);
    },
    /** Exact per-kind counts, kept by triggers (migration 20261122T0300-post-counts): one small read. */
    async count(types: readonly PostType[]): Promise<number> {
      const { rows } = await prepared(sql<{ count: number }>`
        SELECT coalesce(sum(count), 0)::int8 AS count FROM post_counts WHERE post_type IN (${sql.join(types)})
      `).execute(db);
      return Number(rows[0]?.count ?? 0);
    },

    /**
     * How many posts of these kinds these members wrote (the Following feed): per-member counts kept by triggers
     * (migration 20261129T0200-member-post-counts), one index read per member however many posts they wrote.
     */
    async countByAuthors(types: readonly PostType[], authors: readonly number[]): Promise<number> {
      const { rows } = await prepared(sql<{ count: number }>`
        SELECT coalesce(sum(count), 0)::int8 AS count FROM member_post_counts
        WHERE user_id = ANY(${intArray(authors)}::int4[]) AND post_type IN (${sql.join(types)})
      `).execute(db);
      return Number(rows[0]?.count ?? 0);
    },

    /** How many posts of the fediverse accounts this user follows are kept (the Following feed). */
    fediverseCount: (userId: number): Promise<number> => fediverseCards.count(userId),

    /** The user ids of the members this user follows. */
    async followedUserIds(userId: number): Promise<number[]> {
      const { rows } = await prepared(sql<{ user_id: number }>`
        SELECT followed.user_id FROM profiles AS follower
        JOIN follows ON follows.follower_profile_id = follower.id
        JOIN profiles AS followed ON followed.id = follows.followed_profile_id
        WHERE follower.user_id = ${userId}
      `).execute(db);
      return rows.map((row) => row.user_id);
    },
  };
}
