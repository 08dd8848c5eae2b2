// How many posts of each kind exist, kept exact by statement-level triggers, so the feed's count is one
// row read instead of a count over a million rows.
import { type Kysely, sql } from "kysely";
import { POST_TABLES } from "./post-tables.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE post_counts (post_type text PRIMARY KEY, count int8 NOT NULL);

    -- One update per statement, not per row: a batch insert of 5,000 posts costs one counter update.
    -- Statements that touch no row leave the counter row alone, so they take no lock on it.
    CREATE FUNCTION count_added_posts() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE added_count int8;
    BEGIN
      SELECT count(*) INTO added_count FROM added;
      IF added_count > 0 THEN
        UPDATE post_counts SET count = count + added_count WHERE post_type = TG_ARGV[0];
      END IF;
      RETURN NULL;
    END $$;

    CREATE FUNCTION count_removed_posts() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE removed_count int8;
    BEGIN
      SELECT count(*) INTO removed_count FROM removed;
      IF removed_count > 0 THEN
        UPDATE post_counts SET count = count - removed_count WHERE post_type = TG_ARGV[0];
      END IF;
      RETURN NULL;
    END $$;

    CREATE FUNCTION reset_post_count() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE post_counts SET count = 0 WHERE post_type = TG_ARGV[0];
      RETURN NULL;
    END $$;
  `.execute(db);

  for (const [type, table] of Object.entries(POST_TABLES)) {
    const posts = sql.table(table);
    const kind = sql.lit(type);
    // No post may be written between the count and the triggers taking over.
    await sql`LOCK TABLE ${posts} IN SHARE MODE`.execute(db);
    await sql`INSERT INTO post_counts SELECT ${kind}, count(*) FROM ${posts}`.execute(db);
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_counted_on_insert`)} AFTER INSERT ON ${posts}
        REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_added_posts(${kind})
    `.execute(db);
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_counted_on_delete`)} AFTER DELETE ON ${posts}
        REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_removed_posts(${kind})
    `.execute(db);
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_counted_on_truncate`)} AFTER TRUNCATE ON ${posts}
        FOR EACH STATEMENT EXECUTE FUNCTION reset_post_count(${kind})
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.values(POST_TABLES)) {
    for (const event of ["insert", "delete", "truncate"]) {
      await sql`DROP TRIGGER ${sql.id(`${table}_counted_on_${event}`)} ON ${sql.table(table)}`.execute(db);
    }
  }
  await sql`
    DROP FUNCTION reset_post_count(), count_removed_posts(), count_added_posts();
    DROP TABLE post_counts;
  `.execute(db);
}
