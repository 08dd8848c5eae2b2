// Every kind of post in the feed, the table it lives in, and how to load a kind's rows by id.
import type { PostType } from "@scholarly/contract";
import type { Kysely, Selectable } from "kysely";
import type { Database, GalleryImagesTable, PublicationsTable, UserCodesTable, VideosTable } from "../db/tables.js";

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

/** Loads posts of one kind; works inside a transaction as well as on the database. */
export async function loadPosts(db: Kysely<Database>, type: PostType, ids: readonly number[]): Promise<Post[]> {
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
}
