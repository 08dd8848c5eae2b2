// The post tables as the feed reads them: which posts fill a page, hydrated in the same statement, and how
// many there are.
import type { PostType } from "@scholarly/contract";
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../db/database.js";
import { prepared, rowLimit } from "../db/prepared-statements.js";
import type { HydratedPost } from "../posts/hydrated-post.js";
import { hydrationStore } from "../posts/hydration-store.js";
import { postTable } from "../posts/post-kinds.js";
import { type FediverseCardRow, fediverseCardStore, followedActorUris } from "./fediverse-card-store.js";
import { FEDIVERSE_CARD, type FeedCardKind, type FeedPosition, positionTime } from "./feed-cursor.js";

/** Only the posts after the cursor; for kinds sorting after the cursor's, its own time and id still count. */
function after(type: FeedCardKind, before: FeedPosition | undefined) {
  if (!before) return [];
  const comparison = type > before.type ? sql.raw("<=") : sql.raw("<");
  return [sql`(created_at, id) ${comparison} (${positionTime(before)}::timestamptz, ${before.id})`];
}

/** Whose posts a listing holds: one member's (their outbox) or those of the members a user follows. */
export type Authors = { member: number } | { followedBy: number };

/** The Following feed's viewer: their profile, and whether their feed walks (see walksFollowed). */
const followingViewer = (userId: number, wanted: RawBuilder<number>) => sql`
  WITH viewer AS MATERIALIZED (SELECT id FROM profiles WHERE user_id = ${userId}),
  strategy AS MATERIALIZED (SELECT ${walksFollowed(wanted)} AS walk)`;

/**
 * Whether the Following feed walks each kind's newest-first index, checking each post's author against the
 * viewer's follows, rather than reading each followed member's newest posts through (user_id, created_at, id)
 * and merging them. A walk reads about wanted × members ÷ follows posts a kind, each with two index reads; the
 * other one index descent and up to `wanted` index entries per follow: 30 follows read at most 330 entries
 * where a walk would read 37,000 posts among 100,000 members; 5,000 follows would take 5,000 descents where a
 * walk reads ~20 posts (0.6 ms). So the walk is taken when follows² ≥ wanted × members, near where the two
 * cost the same (the members are PostgreSQL's row estimate of profiles: no count is read).
 */
const walksFollowed = (wanted: RawBuilder<number>) => sql`(
  SELECT count(*)::float8 ^ 2 >= ${wanted}::float8
    * (SELECT greatest(reltuples, 0) FROM pg_class WHERE oid = 'profiles'::regclass)
  FROM follows WHERE follower_profile_id = (SELECT id FROM viewer)
)`;

/** A kind's newest posts (after the cursor) in `from`, a table or subquery named post, that meet the condition. */
type NewestOf = (from: RawBuilder<unknown>, condition: RawBuilder<unknown> | null) => RawBuilder<unknown>;

/**
 * One kind's newest posts of these authors, as branches of a UNION ALL. One member's are read through the
 * (user_id, created_at, id) index. The followed members' are read both ways in one plan, of which only the branch
 * walksFollowed chooses runs: the statement is prepared, and a generic plan could not tell 30 follows from
 * 5,000. With few follows each followed member's newest posts are read (at most `wanted` each, so the page
 * costs the same however much they wrote), then merged. The walk checks each post it passes with two index
 * reads (its author's profile, the follow), asked as a scalar subquery: an EXISTS would be planned as a set of
 * every followed member built first (5 ms a kind for 5,000), or as a join reading each followed member's posts.
 */
function byAuthors(authors: Authors | undefined, table: RawBuilder<unknown>, newest: NewestOf) {
  if (!authors) return [newest(table, null)];
  if ("member" in authors) return [newest(table, sql`post.user_id = ${authors.member}`)];
  const eachFollowed = sql`(
    SELECT post.id, post.created_at FROM follows JOIN profiles AS author ON author.id = follows.followed_profile_id
    CROSS JOIN LATERAL ${newest(table, sql`post.user_id = author.user_id`)} AS post
    WHERE follows.follower_profile_id = (SELECT id FROM viewer) AND NOT (SELECT walk FROM strategy)
  )`;
  return [
    newest(eachFollowed, null),
    newest(
      table,
      sql`(SELECT walk FROM strategy) AND (
      SELECT true FROM follows WHERE follows.follower_profile_id = (SELECT id FROM viewer)
      AND follows.followed_profile_id = (SELECT author.id FROM profiles AS author WHERE author.user_id = post.user_id)
    ) IS TRUE`,
    ),
  ];
}

function where(conditions: RawBuilder<unknown>[]) {
  return conditions.length === 0 ? sql`` : sql`WHERE ${sql.join(conditions, sql` AND `)}`;
}

/**
 * A page's bounds as its statement gets them. A page from the top (a cursor's, or the first) has them written in
 * (rowLimit), so PostgreSQL keeps one plan for it; a deeper page by number sends them as values, since each depth
 * written in would be another statement prepared on each connection.
 */
function pageBounds({ offset, limit }: NewestPostsRange) {
  if (offset === 0) return { wanted: rowLimit(limit), limit: rowLimit(limit), offset: rowLimit(0) };
  return { wanted: sql<number>`${offset + limit}`, limit: sql<number>`${limit}`, offset: sql<number>`${offset}` };
}

/**
 * The positions of the newest `limit` posts of these kinds after skipping `offset` (and after the cursor, if
 * any). Each kind contributes at most offset+limit of its newest rows, read through its (created_at DESC,
 * id DESC) index, so the work grows with the page number and never with the number of posts; with a cursor
 * the offset is 0, so it does not grow with depth at all.
 */
function newestPositionsQuery(types: readonly PostType[], range: NewestPostsRange) {
  const { wanted, limit, offset } = pageBounds(range);
  const posts = types.flatMap((type) =>
    byAuthors(
      range.authors,
      sql.table(postTable(type)),
      (from, condition) => sql`(SELECT ${type}::text AS type, id, created_at FROM ${from} AS post
    ${where([...after(type, range.before), ...(condition ? [condition] : [])])} ORDER BY created_at DESC, id DESC LIMIT ${wanted})`,
    ),
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
  const viewer =
    range.authors && "followedBy" in range.authors ? followingViewer(range.authors.followedBy, wanted) : sql``;
  return sql<FeedPosition>`
    ${viewer}
    SELECT type, id, (extract(epoch FROM created_at) * 1000000)::int8 AS "createdAtMicros"
    FROM (${newest}) AS posts
    ORDER BY created_at DESC, id DESC, type
    LIMIT ${limit} OFFSET ${offset}
  `;
}

export interface NewestPostsRange {
  offset: number;
  limit: number;
  before?: FeedPosition | undefined;
  /** Only these members' posts. */
  authors?: Authors | undefined;
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
      if (range.fediverseOf !== undefined) {
        // Fediverse posts are not hydrated with the posts: their positions come first, then both kinds of row.
        const { rows } = await prepared(newestPositionsQuery(types, range)).execute(db);
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
     * How many posts of these kinds these authors wrote, from counts kept by triggers: one member's per kind
     * (migration 20261129T0200-member-post-counts), those of the members a user follows per follower and kind
     * (20261130T0400-following-post-counts), a row per kind however many posts and follows there are.
     */
    async countByAuthors(types: readonly PostType[], authors: Authors): Promise<number> {
      const kinds = sql.join(types);
      const { rows } = await prepared(sql<{ count: number }>`
        SELECT coalesce(sum(count), 0)::int8 AS count FROM ${
          "member" in authors
            ? sql`member_post_counts WHERE user_id = ${authors.member}`
            : sql`following_post_counts
              WHERE profile_id = (SELECT id FROM profiles WHERE user_id = ${authors.followedBy})`
        } AND post_type IN (${kinds})
      `).execute(db);
      return Number(rows[0]?.count ?? 0);
    },

    /** How many posts of the fediverse accounts this user follows are kept (the Following feed). */
    fediverseCount: (userId: number): Promise<number> => fediverseCards.count(userId),
  };
}
