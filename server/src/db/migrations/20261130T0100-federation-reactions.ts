// Likes and boosts (Announce) from the fediverse, one row per actor, kind and work, so a repeated activity counts
// once and the actor's Undo removes it; and what a waiting follower is shown as (name, handle, picture, page),
// kept when their Follow arrives so the member can decide without this server fetching them again.
import { type Kysely, sql } from "kysely";
import { POST_TABLES } from "./post-tables.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE federation_reactions (
      post_kind text NOT NULL,
      post_id integer NOT NULL,
      kind text NOT NULL CHECK (kind IN ('like', 'announce')),
      actor_uri text NOT NULL,
      -- The Like's or Announce's id: what the actor's Undo names.
      activity_uri text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (post_kind, post_id, kind, actor_uri)
    );
    CREATE INDEX federation_reactions_activity_idx ON federation_reactions (actor_uri, activity_uri);
    ALTER TABLE federation_followers
      ADD COLUMN name text,
      ADD COLUMN handle text,
      ADD COLUMN url text,
      ADD COLUMN avatar text;

    -- A work's likes and boosts go with it, however it is deleted (on its own, or with its member's account).
    CREATE FUNCTION remove_federation_reactions() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM federation_reactions USING removed
      WHERE federation_reactions.post_kind = TG_ARGV[0] AND federation_reactions.post_id = removed.id;
      RETURN NULL;
    END $$;
  `.execute(db);
  for (const [kind, table] of Object.entries(POST_TABLES)) {
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_removed_federation_reactions`)} AFTER DELETE ON ${sql.table(table)}
        REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION remove_federation_reactions(${sql.lit(kind)})
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.values(POST_TABLES)) {
    await sql`DROP TRIGGER ${sql.id(`${table}_removed_federation_reactions`)} ON ${sql.table(table)}`.execute(db);
  }
  await sql`
    DROP FUNCTION remove_federation_reactions();
    DROP TABLE federation_reactions;
    ALTER TABLE federation_followers DROP COLUMN name, DROP COLUMN handle, DROP COLUMN url, DROP COLUMN avatar;
  `.execute(db);
}
