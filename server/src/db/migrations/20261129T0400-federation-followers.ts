// Who follows a member from another server: kept when their Follow arrives, removed on Undo. A follow waits
// (accepted false) while the member approves followers by hand.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE federation_followers (
      profile_id integer NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
      actor_uri text NOT NULL,
      inbox_uri text NOT NULL,
      shared_inbox_uri text,
      -- The Follow's id: what an Accept answers and an Undo names.
      follow_uri text NOT NULL,
      accepted boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (profile_id, actor_uri)
    );
    CREATE INDEX federation_followers_accepted_idx ON federation_followers (profile_id, created_at DESC)
      WHERE accepted;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE federation_followers`.execute(db);
}
