// How many posts of each kind the members a profile follows wrote: the count of a Following feed, one row read
// however many members it follows. Summing member_post_counts over the follows read an index entry per followed
// member and kind (16,608 rows, 16-23 ms, for a member following 5,000). Kept exact by statement-level triggers:
// - a new or removed post moves the counts of its author's followers (one row each per statement, however many
//   posts it wrote);
// - a new follow adds what the followed member wrote;
// - a removed follow recounts its follower from the follows left. When an account is deleted, its profile may be
//   gone before its posts and follows are (the cascades run one after another), and then nothing could say whose
//   followers its posts counted for; a recount needs only what is left.
import { type Kysely, sql } from "kysely";
import { POST_TABLES } from "./post-tables.js";

/**
 * Each follower's posts of each kind, summed over the members it follows: the follows in `follows` (a table, or
 * a trigger's transition table of them), those of the followers `where` keeps. In key order (see the triggers).
 */
const countsOverFollows = (follows: string, where: string) => `
  SELECT follows.follower_profile_id, counts.post_type, sum(counts.count)
  FROM ${follows} AS follows JOIN profiles AS author ON author.id = follows.followed_profile_id
  JOIN member_post_counts AS counts ON counts.user_id = author.user_id
  WHERE ${where}
  GROUP BY 1, 2 ORDER BY 1, 2`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE following_post_counts (
      profile_id integer NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      post_type text NOT NULL,
      count int8 NOT NULL,
      PRIMARY KEY (profile_id, post_type)
    );

    -- Rows are written in one order (profile, kind), so two statements moving the same followers' counts wait for
    -- each other instead of deadlocking.
    CREATE FUNCTION count_followed_posts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO following_post_counts (profile_id, post_type, count)
        SELECT follows.follower_profile_id, TG_ARGV[0], count(*) * CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END
        FROM changed JOIN profiles AS author ON author.user_id = changed.user_id
        JOIN follows ON follows.followed_profile_id = author.id
        GROUP BY follows.follower_profile_id ORDER BY follows.follower_profile_id
      ON CONFLICT (profile_id, post_type) DO UPDATE SET count = following_post_counts.count + EXCLUDED.count;
      RETURN NULL;
    END $$;

    CREATE FUNCTION reset_followed_posts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM following_post_counts WHERE post_type = TG_ARGV[0];
      RETURN NULL;
    END $$;

    CREATE FUNCTION count_new_follows_posts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO following_post_counts (profile_id, post_type, count) ${sql.raw(countsOverFollows("changed", "true"))}
      ON CONFLICT (profile_id, post_type) DO UPDATE SET count = following_post_counts.count + EXCLUDED.count;
      RETURN NULL;
    END $$;

    CREATE FUNCTION recount_following_posts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM following_post_counts WHERE profile_id IN (SELECT follower_profile_id FROM changed);
      INSERT INTO following_post_counts (profile_id, post_type, count) ${sql.raw(
        countsOverFollows("follows", "follows.follower_profile_id IN (SELECT follower_profile_id FROM changed)"),
      )};
      RETURN NULL;
    END $$;

    CREATE FUNCTION reset_following_posts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM following_post_counts;
      RETURN NULL;
    END $$;
  `.execute(db);

  // Nothing may be posted or followed between the counts and the triggers taking over.
  await sql`LOCK TABLE follows IN SHARE MODE`.execute(db);
  for (const table of Object.values(POST_TABLES)) await sql`LOCK TABLE ${sql.table(table)} IN SHARE MODE`.execute(db);
  await sql`
    INSERT INTO following_post_counts (profile_id, post_type, count) ${sql.raw(countsOverFollows("follows", "true"))};

    CREATE TRIGGER follows_counted_on_insert AFTER INSERT ON follows
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION count_new_follows_posts();
    CREATE TRIGGER follows_recounted_on_delete AFTER DELETE ON follows
      REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION recount_following_posts();
    CREATE TRIGGER follows_reset_on_truncate AFTER TRUNCATE ON follows
      FOR EACH STATEMENT EXECUTE FUNCTION reset_following_posts();
  `.execute(db);

  for (const [type, table] of Object.entries(POST_TABLES)) {
    const posts = sql.table(table);
    const kind = sql.lit(type);
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_followers_counted_on_insert`)} AFTER INSERT ON ${posts}
        REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION count_followed_posts(${kind})
    `.execute(db);
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_followers_counted_on_delete`)} AFTER DELETE ON ${posts}
        REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION count_followed_posts(${kind})
    `.execute(db);
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_followers_counted_on_truncate`)} AFTER TRUNCATE ON ${posts}
        FOR EACH STATEMENT EXECUTE FUNCTION reset_followed_posts(${kind})
    `.execute(db);
  }
}
