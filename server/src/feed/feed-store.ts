// The post tables as the feed reads them: which posts fill a page, how many there are, posts by id, and
// the reads recorded against them.
import type { PostType } from "@scholarly/contract";
import { type Selectable, sql } from "kysely";
import type { Db } from "../db/database.js";
import type { Database, GalleryImagesTable, PublicationsTable, UserCodesTable, VideosTable } from "../db/tables.js";
import { type FeedPosition, positionTime } from "./feed-cursor.js";

/** Every kind of post in the feed and the table it lives in. */
export const POST_TABLES = {
  publication: "publications",
  image: "gallery_images",
  video: "videos",
  code: "user_codes",
} as const satisfies Record<PostType, keyof Database>;

export type Post =
  | { type: "publication"; row: Selectable<PublicationsTable> }
  | { type: "image"; row: Selectable<GalleryImagesTable> }
  | { type: "video"; row: Selectable<VideosTable> }
  | { type: "code"; row: Selectable<UserCodesTable> };

/** A read to record: the reader's first of the post that day counts. */
export interface PostRead {
  postId: number;
  readerUserId: number;
}

const intArray = (values: readonly number[]) => `{${values.join(",")}}`;

/** Only the posts after the cursor; for kinds sorting after the cursor's, its own time and id still count. */
function after(type: PostType, before: FeedPosition | undefined) {
  if (!before) return sql``;
  const comparison = type > before.type ? sql.raw("<=") : sql.raw("<");
  return sql`WHERE (created_at, id) ${comparison} (${positionTime(before)}::timestamptz, ${before.id})`;
}

export type FeedStore = ReturnType<typeof feedStore>;

export function feedStore(db: Db) {
  return {
    /**
     * The positions of the newest `limit` posts of these kinds after skipping `offset` (and after the
     * cursor, if any). Each kind contributes at most offset+limit of its newest rows, read through its
     * (created_at DESC, id DESC) index, so the work grows with the page number and never with the number
     * of posts; with a cursor the offset is 0, so it does not grow with depth at all.
     */
    async newestPositions(
      types: readonly PostType[],
      range: { offset: number; limit: number; before?: FeedPosition | undefined },
    ): Promise<FeedPosition[]> {
      const wanted = range.offset + range.limit;
      const newest = sql.join(
        types.map(
          (type) => sql`(SELECT ${type}::text AS type, id, created_at FROM ${sql.table(POST_TABLES[type])}
            ${after(type, range.before)} ORDER BY created_at DESC, id DESC LIMIT ${wanted})`,
        ),
        sql` UNION ALL `,
      );
      const { rows } = await sql<FeedPosition>`
        SELECT type, id, (extract(epoch FROM created_at) * 1000000)::int8 AS "createdAtMicros"
        FROM (${newest}) AS posts
        ORDER BY created_at DESC, id DESC, type
        LIMIT ${range.limit} OFFSET ${range.offset}
      `.execute(db);
      return rows;
    },

    /** Exact per-kind counts, kept by triggers (migration 20261122T0300-post-counts): one small read. */
    async count(types: readonly PostType[]): Promise<number> {
      const { rows } = await sql<{ count: number }>`
        SELECT coalesce(sum(count), 0)::int8 AS count FROM post_counts WHERE post_type IN (${sql.join(types)})
      `.execute(db);
      return Number(rows[0]?.count ?? 0);
    },

    /** Posts of one kind by id, in no particular order; ids of deleted posts are left out. */
    async postsById(type: PostType, ids: readonly number[]): Promise<Post[]> {
      if (ids.length === 0) return [];
      switch (type) {
        case "publication": {
          const rows = await db.selectFrom("publications").selectAll().where("id", "in", ids).execute();
          return rows.map((row) => ({ type, row }));
        }
        case "image": {
          const rows = await db.selectFrom("gallery_images").selectAll().where("id", "in", ids).execute();
          return rows.map((row) => ({ type, row }));
        }
        case "video": {
          const rows = await db.selectFrom("videos").selectAll().where("id", "in", ids).execute();
          return rows.map((row) => ({ type, row }));
        }
        case "code": {
          const rows = await db.selectFrom("user_codes").selectAll().where("id", "in", ids).execute();
          return rows.map((row) => ({ type, row }));
        }
      }
    },

    /**
     * Records the reads of one kind of post on one day and answers each post's read count after them
     * (posts that no longer exist are missing). The reads not yet on record are inserted and added to the
     * post's counter in the same statement, so the counter always equals the number of post_reads rows.
     */
    async recordReads(type: PostType, day: string, reads: readonly PostRead[]): Promise<Map<number, number>> {
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
      return new Map(rows.map((row) => [row.id, row.reads]));
    },
  };
}
