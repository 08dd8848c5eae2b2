import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { fileColumns } from "./file-columns.js";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** A column whose name has one of these words probably holds a stored file's key. */
const LOOKS_LIKE_A_FILE = /(^|_)(file|document|picture|image|photo|video|media|pdf|thumbnail|attachment|key)(_|$)/;

/** Columns named like files that own none, and why the sweeper may ignore them. */
const notOwningAFile = new Set([
  "notifications.dedupe_key", // a deduplication key, not a file
  "document_texts.file_key", // names the post's file the text was read from; the post's column owns it
  "post_thumbnails.source_key", // likewise, the post's file the thumbnails were made from
  "full_text_requests.sent_document", // the publication's file that was sent; the publication's column owns it
  "publications.upload_document_name", // the name the file was uploaded under, not a key
  "publications.private_document_name", // likewise
  "federation_actors.key_pairs", // the actor's signing keys (JWK), not a stored file
  "federation_kv.key", // a key of Fedify's key-value store
]);

describe("the list of file columns", () => {
  it("names every column of the schema that looks like it holds a stored file", async () => {
    const { rows } = await sql<{ name: string }>`
      SELECT table_name || '.' || column_name AS name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely_%'`.execute(testApp.db);
    const listed = new Set(fileColumns.map(({ table, column }) => `${table}.${column}`));
    const missing = rows
      .map((row) => row.name)
      .filter((name) => LOOKS_LIKE_A_FILE.test(name.split(".")[1] ?? ""))
      .filter((name) => !listed.has(name) && !notOwningAFile.has(name));
    expect(
      missing,
      "add these to posts/post-kinds.ts (a post's) or file-columns.ts, or to notOwningAFile here saying why",
    ).toEqual([]);
  });

  it("names only columns that exist", async () => {
    const { rows } = await sql<{ name: string }>`
      SELECT table_name || '.' || column_name AS name FROM information_schema.columns
      WHERE table_schema = 'public'`.execute(testApp.db);
    const existing = new Set(rows.map((row) => row.name));
    expect(fileColumns.map(({ table, column }) => `${table}.${column}`).filter((name) => !existing.has(name))).toEqual(
      [],
    );
  });
});
