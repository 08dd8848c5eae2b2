// Hydration: everything the views of a set of posts show, in one statement however many posts and kinds: each
// post's row (read by primary key from its kind's table), the profile of the member who posted it, its current
// thumbnails and, for publications, the author list. The posts to load come as keys or as a subquery (a feed
// page's positions), so a page and its cards cost one round trip.
import { POST_TYPES, type PostType } from "@scholarly/contract";
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../db/database.js";
import { fromJsonRow, type JsonRow } from "../db/json-rows.js";
import { prepared } from "../db/prepared-statements.js";
import { presentProfileSummary, unknownAuthor } from "../members/present-member.js";
import { mediaUrl } from "../storage/media-url.js";
import type { HydratedOf, HydratedPost } from "./hydrated-post.js";
import { memberPublicationIds } from "./member-publication-ids.js";
import { isThumbnailKind, POST_KINDS, postTable, thumbnailFileSql } from "./post-kinds.js";
import { authorAsSeen, type StoredAuthorRow } from "./publication-authors.js";

export interface PostKey {
  type: PostType;
  id: number;
}

/** A subquery of the posts wanted, with columns (kind text, id integer, ord bigint): `ord` orders the answer. */
export type WantedPosts = RawBuilder<{ kind: PostType; id: number; ord: number }>;

interface HydrationRow {
  kind: PostType;
  row: JsonRow;
  micros: number;
  owner_id: number | null;
  owner_name: string | null;
  owner_picture: string | null;
  small_key: string | null;
  large_key: string | null;
  authors: (StoredAuthorRow & { member_user_id: number | null })[] | null;
}

/** Each kind's row and the file its thumbnails picture; only the branch of the wanted kind runs. */
const POST_OF_WANTED = sql.join(
  POST_TYPES.map((kind) => {
    const pictured = isThumbnailKind(kind) ? thumbnailFileSql(kind, "post") : sql`NULL::text`;
    return sql`SELECT to_jsonb(post) AS row, post.${sql.ref(POST_KINDS[kind].ownerColumn)} AS owner_user_id,
        ${pictured} AS pictured, (extract(epoch FROM post.created_at) * 1000000)::int8 AS micros
      FROM ${sql.table(postTable(kind))} AS post WHERE wanted.kind = ${kind} AND post.id = wanted.id`;
  }),
  sql` UNION ALL `,
);

const AUTHOR_JSON = sql`jsonb_build_object('name', author.name, 'orcid', author.orcid,
  'profile_id', author.profile_id, 'status', author.status, 'member_orcid', member.orcid,
  'member_user_id', member.user_id)`;

function hydrationQuery(wanted: WantedPosts) {
  return prepared(sql<HydrationRow>`
    SELECT wanted.kind, post.row, post.micros,
      owner.id AS owner_id, owner.name AS owner_name, owner.profile_picture AS owner_picture,
      thumbnail.small_key, thumbnail.large_key, authors.list AS authors
    FROM (${wanted}) AS wanted
    JOIN LATERAL (${POST_OF_WANTED}) AS post ON true
    LEFT JOIN profiles AS owner ON owner.user_id = post.owner_user_id
    LEFT JOIN post_thumbnails AS thumbnail ON thumbnail.post_kind = wanted.kind AND thumbnail.post_id = wanted.id
      AND thumbnail.status = 'ready' AND thumbnail.source_key = post.pictured
    LEFT JOIN LATERAL (
      SELECT jsonb_agg(${AUTHOR_JSON} ORDER BY author.position) AS list
      FROM publication_authors AS author LEFT JOIN profiles AS member ON member.id = author.profile_id
      WHERE wanted.kind = 'publication' AND author.publication_id = wanted.id
    ) AS authors ON true
    ORDER BY wanted.ord`);
}

const TIMESTAMPS: Record<PostType, readonly string[]> = {
  publication: ["created_at", "updated_at"],
  image: ["created_at"],
  video: ["created_at"],
  code: ["created_at"],
};

function hydrated(found: HydrationRow): HydratedPost {
  const row = fromJsonRow<{ id: number; user_id: number }>(found.row, TIMESTAMPS[found.kind]);
  const owner =
    found.owner_id === null
      ? unknownAuthor(row.user_id)
      : presentProfileSummary({
          id: found.owner_id,
          user_id: row.user_id,
          name: found.owner_name ?? "",
          profile_picture: found.owner_picture,
        });
  return {
    type: found.kind,
    row,
    owner,
    pictures: { thumbnail: mediaUrl(found.small_key), thumbnail_large: mediaUrl(found.large_key) },
    authors: found.authors?.map(authorAsSeen),
    coauthorUserIds: (found.authors ?? []).flatMap((author) =>
      author.status === "confirmed" && author.member_user_id !== null ? [author.member_user_id] : [],
    ),
    createdAtMicros: found.micros,
  } as HydratedPost;
}

/** Posts (kind, id, created_at) as WantedPosts, newest first; the id breaks ties between rows created together. */
const newestFirst = (posts: RawBuilder<unknown>): WantedPosts => sql`
  SELECT kind, id, row_number() OVER (ORDER BY created_at DESC, id DESC) AS ord FROM (${posts}) AS posts`;

function publicationsOf(db: Db, userId: number) {
  return sql`SELECT 'publication'::text AS kind, id, created_at FROM publications
    WHERE id IN (${memberPublicationIds(db, userId)})`;
}

/** The member's own posts of every kind but publications, which co-authors share (publicationsOf). */
function ownPostsOf(userId: number) {
  return POST_TYPES.filter((kind) => kind !== "publication").map(
    (kind) => sql`SELECT ${kind}::text AS kind, id, created_at FROM ${sql.table(postTable(kind))}
      WHERE ${sql.ref(POST_KINDS[kind].ownerColumn)} = ${userId}`,
  );
}

export type HydrationStore = ReturnType<typeof hydrationStore>;

export function hydrationStore(db: Db) {
  async function hydrate(wanted: WantedPosts): Promise<HydratedPost[]> {
    const { rows } = await hydrationQuery(wanted).execute(db);
    return rows.map(hydrated);
  }
  return {
    /** These posts, in the order given; posts deleted meanwhile are left out. */
    async posts(keys: readonly PostKey[]): Promise<HydratedPost[]> {
      if (keys.length === 0) return [];
      const listed = JSON.stringify(keys.map(({ type, id }, ord) => ({ kind: type, id, ord })));
      return hydrate(sql`SELECT kind, id, ord FROM jsonb_to_recordset(${listed}::jsonb)
        AS listed(kind text, id integer, ord integer)`);
    },

    /** One post, or undefined when there is none. */
    async post(type: PostType, id: number): Promise<HydratedPost | undefined> {
      const [post] = await this.posts([{ type, id }]);
      return post;
    },

    /** Posts of one kind by id, in the order given. */
    async ofKind<K extends PostType>(type: K, ids: readonly number[]): Promise<HydratedOf<K>[]> {
      const posts = await this.posts(ids.map((id) => ({ type, id })));
      return posts as HydratedOf<K>[];
    },

    /** The member's publications and those naming them as a confirmed co-author, newest first. */
    async memberPublications(userId: number): Promise<HydratedOf<"publication">[]> {
      const posts = await hydrate(newestFirst(publicationsOf(db, userId)));
      return posts as HydratedOf<"publication">[];
    },

    /** Every post of the member (co-authored publications included), newest first, by kind: their profile's tabs. */
    async memberPosts(userId: number): Promise<{ [K in PostType]: HydratedOf<K>[] }> {
      const posts = await hydrate(
        newestFirst(sql.join([publicationsOf(db, userId), ...ownPostsOf(userId)], sql` UNION ALL `)),
      );
      const ofKind = <K extends PostType>(kind: K) => posts.filter((post): post is HydratedOf<K> => post.type === kind);
      return {
        publication: ofKind("publication"),
        image: ofKind("image"),
        video: ofKind("video"),
        code: ofKind("code"),
      };
    },

    /** The posts a subquery names (see WantedPosts), in its `ord` order. */
    wanted: hydrate,
  };
}
