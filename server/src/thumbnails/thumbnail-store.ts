// The post_thumbnails table: which thumbnails each post has, and which file of the post they were made from.
import { type Selectable, sql } from "kysely";
import type { Db } from "../db/database.js";
import type { PostThumbnailsTable } from "../db/tables.js";
import { type KindWith, POST_KINDS, thumbnailFileSql } from "../posts/post-kinds.js";

/** The kinds of post with a picture worth a thumbnail: publications (PDF or image) and gallery images. */
export type ThumbnailKind = PostThumbnailsTable["post_kind"] & KindWith<"thumbnailSource">;
export type ThumbnailRow = Selectable<PostThumbnailsTable>;

/** One stored WebP picture. */
export interface ThumbnailPicture {
  key: string;
  width: number;
  height: number;
}

/** What the background job made of one file of a post: pictures, or a record that the file cannot be pictured. */
export interface MadeThumbnails {
  kind: ThumbnailKind;
  postId: number;
  sourceKey: string;
  status: ThumbnailRow["status"];
  small: ThumbnailPicture | null;
  large: ThumbnailPicture | null;
}

/** A kind's table and the file its thumbnails picture, from the post-kind registry. */
function pictured(kind: ThumbnailKind) {
  return { table: POST_KINDS[kind].table, file: thumbnailFileSql(kind) };
}

/** The storage keys of a row's thumbnail files. */
export function thumbnailFiles(row: Pick<ThumbnailRow, "small_key" | "large_key">): string[] {
  return [row.small_key, row.large_key].filter((key): key is string => key !== null);
}

export type ThumbnailStore = ReturnType<typeof thumbnailStore>;

// Kysely cannot check a table chosen at run time: identifiers are quoted by sql.table/sql.ref, values are parameters.
export function thumbnailStore(db: Db) {
  return {
    /** The post's file now: undefined when there is no such post, a null key when it has no file. */
    async currentFile(kind: ThumbnailKind, postId: number): Promise<{ fileKey: string | null } | undefined> {
      const { table, file } = pictured(kind);
      const { rows } = await sql<{ fileKey: string | null }>`
        SELECT ${file} AS "fileKey" FROM ${sql.table(table)} WHERE id = ${postId}`.execute(db);
      return rows[0];
    },

    find(kind: ThumbnailKind, postId: number): Promise<ThumbnailRow | undefined> {
      return db
        .selectFrom("post_thumbnails")
        .selectAll()
        .where("post_kind", "=", kind)
        .where("post_id", "=", postId)
        .executeTakeFirst();
    },

    /**
     * Keeps the thumbnails, replacing the post's earlier ones, but only while the post still has the file they
     * were made from: thumbnails of a file replaced or deleted meanwhile are dropped. Answers whether they were kept.
     */
    async save({ kind, postId, sourceKey, status, small, large }: MadeThumbnails): Promise<boolean> {
      const { table, file } = pictured(kind);
      const result = await sql`
        INSERT INTO post_thumbnails (post_kind, post_id, user_id, source_key, status,
          small_key, small_width, small_height, large_key, large_width, large_height, made_at)
        SELECT ${kind}, id, user_id, ${sourceKey}, ${status},
          ${small?.key ?? null}, ${small?.width ?? null}::integer, ${small?.height ?? null}::integer,
          ${large?.key ?? null}, ${large?.width ?? null}::integer, ${large?.height ?? null}::integer, now()
        FROM ${sql.table(table)}
        WHERE id = ${postId} AND ${file} = ${sourceKey}
        ON CONFLICT (post_kind, post_id) DO UPDATE SET
          source_key = excluded.source_key, status = excluded.status,
          small_key = excluded.small_key, small_width = excluded.small_width, small_height = excluded.small_height,
          large_key = excluded.large_key, large_width = excluded.large_width, large_height = excluded.large_height,
          made_at = excluded.made_at`.execute(db);
      return Number(result.numAffectedRows ?? 0) > 0;
    },

    /** Forgets the post's thumbnails; answers the row removed, whose files the caller removes. */
    remove(kind: ThumbnailKind, postId: number): Promise<ThumbnailRow | undefined> {
      return db
        .deleteFrom("post_thumbnails")
        .where("post_kind", "=", kind)
        .where("post_id", "=", postId)
        .returningAll()
        .executeTakeFirst();
    },
  };
}
