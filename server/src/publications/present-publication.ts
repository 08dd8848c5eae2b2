// Shapes a publication row into the wire format.
import type { Publication, UserProfileSummary } from "@scholarly/contract";
import type { Selectable } from "kysely";
import type { PublicationsTable } from "../db/tables.js";
import { mediaUrl } from "../storage/media-routes.js";
import type { PostThumbnail } from "../thumbnails/post-thumbnails.js";

export function presentPublication(
  row: Selectable<PublicationsTable>,
  author: UserProfileSummary,
  pictures: PostThumbnail,
): Publication {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    publication_date: row.publication_date,
    publication_type: row.publication_type,
    doi: row.doi,
    abstract: row.abstract,
    upload_document: mediaUrl(row.upload_document),
    thumbnail: pictures.thumbnail,
    reads: row.reads,
    created_at: row.created_at.toISOString(),
    user_profile: author,
  };
}
