// The kinds of post, each said once: its table, its owner, its files, and which of them its thumbnails picture and
// its searchable text is read from. Every folder that picks a table by a post's kind reads it here.
import { POST_TYPES, type PostType } from "@scholarly/contract";
import { type RawBuilder, sql } from "kysely";
import type { Database } from "../db/tables.js";

/** A document is read for text and may be sent as a full text; media is shown as it is (pictures, films). */
export type FileRole = "document" | "media";

interface PostKind<T extends keyof Database & string> {
  table: T;
  ownerColumn: keyof Database[T] & string;
  /** The file the post is shown with, the one an upload sets and an edit replaces. */
  mainFile: keyof Database[T] & string;
  /** Every column holding a storage key of a file the post owns. */
  files: Partial<Record<keyof Database[T] & string, FileRole>>;
  /** The file its thumbnails picture; `noneWhenPrivate`: a private document gets no public picture of its page. */
  thumbnailSource?: { column: keyof Database[T] & string; noneWhenPrivate: boolean };
  /** The file its searchable text is read from. */
  textSource?: keyof Database[T] & string;
  /** The column a list of a member's posts names it by. */
  titleColumn: keyof Database[T] & string;
}

const postKind = <const T extends keyof Database & string, const K extends PostKind<T>>(kind: K & PostKind<T>) => kind;

export const POST_KINDS = {
  publication: postKind({
    table: "publications",
    ownerColumn: "user_id",
    mainFile: "upload_document",
    files: { upload_document: "document", private_document: "document" },
    thumbnailSource: { column: "upload_document", noneWhenPrivate: true },
    textSource: "upload_document",
    titleColumn: "title",
  }),
  image: postKind({
    table: "gallery_images",
    ownerColumn: "user_id",
    mainFile: "image",
    files: { image: "media" },
    thumbnailSource: { column: "image", noneWhenPrivate: false },
    titleColumn: "description",
  }),
  video: postKind({
    table: "videos",
    ownerColumn: "user_id",
    mainFile: "video",
    files: { video: "media" },
    titleColumn: "description",
  }),
  code: postKind({
    table: "user_codes",
    ownerColumn: "user_id",
    mainFile: "media",
    files: { media: "document" },
    textSource: "media",
    titleColumn: "title",
  }),
} as const satisfies Record<PostType, unknown>;

export type PostKinds = typeof POST_KINDS;
/** The table a kind of post lives in. */
export type PostTable<K extends PostType = PostType> = PostKinds[K]["table"];

/** The table each kind of post lives in. */
export function postTable<K extends PostType>(kind: K): PostTable<K> {
  return POST_KINDS[kind].table;
}

/** The kinds of post whose registry entry has this source. */
export type KindWith<Source extends "thumbnailSource" | "textSource"> = {
  [K in PostType]: PostKinds[K] extends Record<Source, unknown> ? K : never;
}[PostType];

/** The kinds of post with a thumbnail source, or with a text source. */
export function kindsWith<Source extends "thumbnailSource" | "textSource">(source: Source): KindWith<Source>[] {
  return POST_TYPES.filter((kind): kind is KindWith<Source> => source in POST_KINDS[kind]);
}

/** Whether a kind of post has thumbnails (publications and gallery images). */
export function isThumbnailKind(kind: string): kind is KindWith<"thumbnailSource"> {
  return (kindsWith("thumbnailSource") as readonly string[]).includes(kind);
}

/** Every file column of every kind of post, with its table, owner column and role. */
export const postFileColumns = POST_TYPES.flatMap((kind) => {
  const { table, ownerColumn, files } = POST_KINDS[kind] as PostKind<PostTable>;
  return Object.entries(files).map(([column, role]) => ({ kind, table, column, ownerColumn, role: role as FileRole }));
});

/**
 * The file a kind of post's thumbnails picture, as SQL over its table's columns (qualified by `alias` when
 * given). A private document (upload mode `private`) is for its authors only, so it has none: a public
 * thumbnail of its first page would give it away.
 */
export function thumbnailFileSql(kind: KindWith<"thumbnailSource">, alias?: string): RawBuilder<string | null> {
  const { column, noneWhenPrivate } = POST_KINDS[kind].thumbnailSource;
  const ref = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  return noneWhenPrivate
    ? sql<string | null>`CASE WHEN ${ref("upload_mode")} = 'private' THEN NULL ELSE ${ref(column)} END`
    : sql<string | null>`${ref(column)}`;
}
