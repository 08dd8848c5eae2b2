// A post with everything its views show, loaded for a set of posts at once (hydration-store.ts): its row, the
// member who posted it, its thumbnails and, for a publication, its authors.
import type { PublicationAuthor, UserProfileSummary } from "@scholarly/contract";
import type { Selectable } from "kysely";
import type { GalleryImagesTable, PublicationsTable, UserCodesTable, VideosTable } from "../db/tables.js";

export type PublicationRow = Selectable<PublicationsTable>;

export type PostRow =
  | { type: "publication"; row: PublicationRow }
  | { type: "image"; row: Selectable<GalleryImagesTable> }
  | { type: "video"; row: Selectable<VideosTable> }
  | { type: "code"; row: Selectable<UserCodesTable> };

/** The thumbnail fields of feed items, post details, publications and gallery images. */
export interface PostThumbnail {
  thumbnail: string | null;
  thumbnail_large: string | null;
}

interface Hydration {
  /** The member who posted it, as its author block shows them. */
  owner: UserProfileSummary;
  /** Null while they are made, when they cannot be, and for kinds without them. */
  pictures: PostThumbnail;
  /** Publications: the author list as everyone sees it; undefined when it has none (stored before lists). */
  authors: PublicationAuthor[] | undefined;
  /** Publications: the accounts of the co-authors who confirmed, who may fetch its private documents. */
  coauthorUserIds: number[];
  /** Its place in the newest-first order of posts, in microseconds as stored (feed cursors). */
  createdAtMicros: number;
}

export type HydratedPost = PostRow & Hydration;
export type HydratedOf<K extends PostRow["type"]> = Extract<PostRow, { type: K }> & Hydration;

/** A publication's documents with who may fetch its private ones (document-access.ts). */
export const authoredDocuments = (post: HydratedOf<"publication">) => ({
  ...post.row,
  coauthorUserIds: post.coauthorUserIds,
});
