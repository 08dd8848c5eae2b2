// Builds posts of every kind directly in the database, for tests of the feed, post details and profiles.
import type { Db } from "../db/database.js";

let sequence = 0;
const fileKey = (kind: string, ext: string) =>
  `${kind}/00000000-0000-4000-8000-${String(++sequence).padStart(12, "0")}.${ext}`;

interface PostOverrides {
  createdAt?: Date;
}

export function buildPublication(db: Db, userId: number, overrides: PostOverrides & { title?: string } = {}) {
  return db
    .insertInto("publications")
    .values({
      user_id: userId,
      title: overrides.title ?? "On the testing of feeds",
      abstract: "We show that feeds #sort newest first.",
      publication_type: "article",
      publication_date: "2025-03-01",
      upload_document: fileKey("document", "pdf"),
      created_at: overrides.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function buildGalleryImage(db: Db, userId: number, overrides: PostOverrides = {}) {
  return db
    .insertInto("gallery_images")
    .values({
      user_id: userId,
      image: fileKey("image", "png"),
      description: "A figure",
      created_at: overrides.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function buildVideo(db: Db, userId: number, overrides: PostOverrides = {}) {
  return db
    .insertInto("videos")
    .values({ user_id: userId, video: fileKey("video", "mp4"), description: "A talk", created_at: overrides.createdAt })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function buildCodeSnippet(db: Db, userId: number, overrides: PostOverrides = {}) {
  return db
    .insertInto("user_codes")
    .values({
      user_id: userId,
      title: "Feed merger",
      code_of: "TypeScript",
      code: "Merges sorted lists",
      git_link: "https://example.org/merger.git",
      media: fileKey("code", "txt"),
      created_at: overrides.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
