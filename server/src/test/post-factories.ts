// Builds posts of every kind directly in the database, for tests of the feed, post details and profiles. Each is
// written by `userId`, or by a new user when no author is given.
import { buildUser, type FactoryApp } from "./factories.js";

let sequence = 0;
const fileKey = (kind: string, ext: string) =>
  `${kind}/00000000-0000-4000-8000-${String(++sequence).padStart(12, "0")}.${ext}`;

interface PostOverrides {
  userId?: number;
  createdAt?: Date;
}

const authorOf = async (app: FactoryApp, overrides: PostOverrides) => overrides.userId ?? (await buildUser(app)).id;

export async function buildPublication(app: FactoryApp, overrides: PostOverrides & { title?: string } = {}) {
  return app.db
    .insertInto("publications")
    .values({
      user_id: await authorOf(app, overrides),
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

export async function buildGalleryImage(app: FactoryApp, overrides: PostOverrides = {}) {
  return app.db
    .insertInto("gallery_images")
    .values({
      user_id: await authorOf(app, overrides),
      image: fileKey("image", "png"),
      description: "A figure",
      created_at: overrides.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function buildVideo(app: FactoryApp, overrides: PostOverrides = {}) {
  return app.db
    .insertInto("videos")
    .values({
      user_id: await authorOf(app, overrides),
      video: fileKey("video", "mp4"),
      description: "A talk",
      created_at: overrides.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function buildCodeSnippet(app: FactoryApp, overrides: PostOverrides = {}) {
  return app.db
    .insertInto("user_codes")
    .values({
      user_id: await authorOf(app, overrides),
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
