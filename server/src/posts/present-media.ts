// Gallery images, videos and code snippets as the member's lists and profiles show them.
import type { CodeSnippet, GalleryImage, Video } from "@scholarly/contract";
import type { Selectable } from "kysely";
import type { GalleryImagesTable, UserCodesTable, VideosTable } from "../db/tables.js";
import { mediaUrl } from "../storage/media-url.js";
import type { PostThumbnail } from "./hydrated-post.js";

export function presentGalleryImage(row: Selectable<GalleryImagesTable>, pictures: PostThumbnail): GalleryImage {
  return {
    id: row.id,
    user: row.user_id,
    image: mediaUrl(row.image),
    ...pictures,
    description: row.description,
    created_at: row.created_at.toISOString(),
  };
}

export function presentVideo(row: Selectable<VideosTable>): Video {
  return {
    id: row.id,
    user: row.user_id,
    video: mediaUrl(row.video),
    description: row.description,
    created_at: row.created_at.toISOString(),
  };
}

export function presentCodeSnippet(row: Selectable<UserCodesTable>): CodeSnippet {
  return {
    id: row.id,
    user: row.user_id,
    title: row.title,
    code_of: row.code_of,
    code: row.code,
    git_link: row.git_link,
    media: mediaUrl(row.media),
    created_at: row.created_at.toISOString(),
  };
}
