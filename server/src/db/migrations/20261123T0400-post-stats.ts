// Reads and downloads of posts, counted COUNTER-style (robots, owners and double clicks left out) and kept as
// small aggregates: per post and day, per post in total, and each reader's last event for the 30-second rule.
import { type Kysely, sql } from "kysely";
import { POST_TABLES } from "./post-tables.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE post_stats_daily (
      kind text NOT NULL,
      post_id integer NOT NULL,
      day date NOT NULL,
      reads integer NOT NULL DEFAULT 0,
      downloads integer NOT NULL DEFAULT 0,
      unique_readers integer NOT NULL DEFAULT 0,
      PRIMARY KEY (kind, post_id, day)
    );

    -- A member's totals and most-read works are read from here, not from the days.
    CREATE TABLE post_stats_totals (
      kind text NOT NULL,
      post_id integer NOT NULL,
      owner_user_id integer NOT NULL,
      reads integer NOT NULL DEFAULT 0,
      downloads integer NOT NULL DEFAULT 0,
      PRIMARY KEY (kind, post_id)
    );
    CREATE INDEX post_stats_totals_by_owner ON post_stats_totals (owner_user_id, reads DESC);

    -- Each reader's last event per post and kind of event: a repeat within 30 seconds of it is not counted,
    -- and counted_on tells the day's first counted read (unique readers). Rows from before yesterday are pruned.
    CREATE TABLE post_stats_readers (
      event text NOT NULL CHECK (event IN ('read', 'download')),
      kind text NOT NULL,
      post_id integer NOT NULL,
      reader text NOT NULL,
      last_at timestamptz NOT NULL,
      counted_on date,
      PRIMARY KEY (event, kind, post_id, reader)
    );
    CREATE INDEX post_stats_readers_by_last_at ON post_stats_readers (last_at);

    -- The salt of each day's hashes of anonymous readers, shared by every instance; kept one more day for
    -- batches written just after midnight, then deleted, so an old hash can no longer be matched to an address.
    CREATE TABLE stats_salts (
      day date PRIMARY KEY,
      salt text NOT NULL
    );

    -- Downloads find their publication by the document's storage key.
    CREATE INDEX publications_by_upload_document ON publications (upload_document);

    -- A post's stats go with it, however it is deleted (on its own, or with its member's account).
    CREATE FUNCTION remove_post_stats() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM post_stats_daily USING removed
      WHERE post_stats_daily.kind = TG_ARGV[0] AND post_stats_daily.post_id = removed.id;
      DELETE FROM post_stats_totals USING removed
      WHERE post_stats_totals.kind = TG_ARGV[0] AND post_stats_totals.post_id = removed.id;
      DELETE FROM post_stats_readers USING removed
      WHERE post_stats_readers.kind = TG_ARGV[0] AND post_stats_readers.post_id = removed.id;
      RETURN NULL;
    END $$;
  `.execute(db);
  for (const [kind, table] of Object.entries(POST_TABLES)) {
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_removed_post_stats`)} AFTER DELETE ON ${sql.table(table)}
        REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION remove_post_stats(${sql.lit(kind)})
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.values(POST_TABLES)) {
    await sql`DROP TRIGGER ${sql.id(`${table}_removed_post_stats`)} ON ${sql.table(table)}`.execute(db);
  }
  await sql`
    DROP FUNCTION remove_post_stats();
    DROP INDEX publications_by_upload_document;
    DROP TABLE stats_salts, post_stats_readers, post_stats_totals, post_stats_daily;
  `.execute(db);
}
