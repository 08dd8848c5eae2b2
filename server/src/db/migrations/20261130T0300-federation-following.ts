// Members following accounts on other servers (kept pending until the account's server sends Accept), and the
// posts of followed accounts that cite a DOI or an arXiv id, for the Following feed.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE federation_following (
      profile_id integer NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
      actor_uri text NOT NULL,
      inbox_uri text NOT NULL,
      shared_inbox_uri text,
      name text NOT NULL,
      -- name@host, without the leading @.
      handle text NOT NULL,
      avatar text,
      url text,
      status text NOT NULL CHECK (status IN ('pending', 'accepted')),
      -- Our Follow's id: what the account's Accept or Reject names, and our Undo undoes.
      follow_uri text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (profile_id, actor_uri)
    );
    CREATE INDEX federation_following_actor_idx ON federation_following (actor_uri);

    CREATE TABLE federation_external_posts (
      id serial PRIMARY KEY,
      object_uri text NOT NULL UNIQUE,
      actor_uri text NOT NULL,
      url text,
      name text,
      summary text,
      content_html text NOT NULL,
      doi text,
      arxiv text,
      CHECK (doi IS NOT NULL OR arxiv IS NOT NULL),
      -- When the post says it was published, never later than it arrived (the Following feed's order).
      published_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX federation_external_posts_actor_idx
      ON federation_external_posts (actor_uri, published_at DESC, id DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE federation_external_posts; DROP TABLE federation_following`.execute(db);
}
