// Small WebP pictures of posts' files (a PDF's first page, an image scaled down), made in the background after
// upload: one row per post, naming the file they were made from so a replaced file is never shown stale.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE post_thumbnails (
      post_kind text NOT NULL CHECK (post_kind IN ('publication', 'image')),
      post_id integer NOT NULL,
      -- The owner, so deleting an account finds (and removes) the thumbnail files too.
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      source_key text NOT NULL,
      status text NOT NULL CHECK (status IN ('ready', 'failed')),
      small_key text,
      small_width integer,
      small_height integer,
      large_key text,
      large_width integer,
      large_height integer,
      made_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (post_kind, post_id)
    );
    CREATE INDEX post_thumbnails_user_idx ON post_thumbnails (user_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE post_thumbnails;`.execute(db);
}
