// Shapes a publication row into the wire format.
import type { Publication, UserProfileSummary } from "@scholarly/contract";
import type { Selectable } from "kysely";
import type { PublicationsTable } from "../db/tables.js";
import { type DocumentViewer, documentLinks } from "../full-text/document-access.js";
import type { PostThumbnail } from "../thumbnails/post-thumbnails.js";

export function presentPublication(
  row: Selectable<PublicationsTable>,
  author: UserProfileSummary,
  pictures: PostThumbnail,
  /** Who is looking, when their own private links may be shown; anyone's links otherwise. */
  viewer?: DocumentViewer,
): Publication {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    publication_date: row.publication_date,
    publication_type: row.publication_type,
    doi: row.doi,
    abstract: row.abstract,
    ...documentLinks(row, viewer),
    thumbnail: pictures.thumbnail,
    reads: row.reads,
    created_at: row.created_at.toISOString(),
    user_profile: author,
  };
}
