// How many posts of each kind each member wrote, kept exact by statement-level triggers (as post_counts keeps
// the totals), so the count of a Following feed is one index read per followed member instead of a count of
// their posts: 303 ms for a member following 5,000 others at a million posts (issue 20). Posts never change
// member, so inserts, deletes and truncation are all that move a count.
import { type Kysely, sql } from "kysely";
import { POST_TABLES } from "./post-tables.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE member_post_counts (
      user_id integer NOT NULL,
      post_type text NOT NULL,
      count int8 NOT NULL,
      PRIMARY KEY (user_id, post_type)
    );

    -- One statement per inserting statement: a seed batch of 5,000 posts updates each of its members once.
    CREATE FUNCTION count_added_member_posts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO member_post_counts (user_id, post_type, count)
        SELECT user_id, TG_ARGV[0], count(*) FROM added GROUP BY user_id ORDER BY user_id
      ON CONFLICT (user_id, post_type) DO UPDATE SET count = member_post_counts.count + EXCLUDED.count;
      RETURN NULL;
    END $$;

    CREATE FUNCTION count_removed_member_posts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE member_post_counts AS counted SET count = counted.count - removed_posts.count
      FROM (SELECT user_id, count(*) AS count FROM removed GROUP BY user_id) AS removed_posts
      WHERE counted.user_id = removed_posts.user_id AND counted.post_type = TG_ARGV[0];
      -- A member with no posts of a kind left (a deleted account's) keeps no row.
      DELETE FROM member_post_counts
      WHERE post_type = TG_ARGV[0] AND count = 0 AND user_id IN (SELECT user_id FROM removed);
      RETURN NULL;
    END $$;

    CREATE FUNCTION reset_member_post_counts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM member_post_counts WHERE post_type = TG_ARGV[0];
      RETURN NULL;
    END $$;
  `.execute(db);

  for (const [type, table] of Object.entries(POST_TABLES)) {
    const posts = sql.table(table);
    const kind = sql.lit(type);
    // No post may be written between the count and the triggers taking over.
    await sql`LOCK TABLE ${posts} IN SHARE MODE`.execute(db);
    await sql`
      INSERT INTO member_post_counts SELECT user_id, ${kind}, count(*) FROM ${posts} GROUP BY user_id
    `.execute(db);
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_member_counted_on_insert`)} AFTER INSERT ON ${posts}
        REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_added_member_posts(${kind})
    `.execute(db);
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_member_counted_on_delete`)} AFTER DELETE ON ${posts}
        REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_removed_member_posts(${kind})
    `.execute(db);
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_member_counted_on_truncate`)} AFTER TRUNCATE ON ${posts}
        FOR EACH STATEMENT EXECUTE FUNCTION reset_member_post_counts(${kind})
    `.execute(db);
  }
}
