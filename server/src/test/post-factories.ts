// Builds posts of every kind directly in the database, for tests of the feed, post details and profiles. Each is
// written by `userId`, or by a new user when no author is given.
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { buildUser, type FactoryApp } from "./factories.js";

const fileKey = (kind: string, ext: string) => `${kind}/${randomUUID()}.${ext}`;

interface PostOverrides {
  userId?: number;
  createdAt?: Date;
}

const authorOf = async (app: FactoryApp, overrides: PostOverrides) => overrides.userId ?? (await buildUser(app)).id;

interface PublicationOverrides extends PostOverrides {
  title?: string;
  /** Stores this document as the upload would (a PDF unless `extension` says png); otherwise only a key is set. */
  document?: Buffer;
  extension?: "pdf" | "png";
}

export async function buildPublication(app: FactoryApp, overrides: PublicationOverrides = {}) {
  const extension = overrides.extension ?? "pdf";
  const key = fileKey("document", extension);
  if (overrides.document) {
    const contentType = extension === "png" ? "image/png" : "application/pdf";
    await app.storage.put(key, Readable.from([overrides.document]), contentType);
  }
  return app.db
    .insertInto("publications")
    .values({
      user_id: await authorOf(app, overrides),
      title: overrides.title ?? "On the testing of feeds",
      abstract: "We show that feeds #sort newest first.",
      publication_type: "article",
      publication_date: "2025-03-01",
      upload_document: key,
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
