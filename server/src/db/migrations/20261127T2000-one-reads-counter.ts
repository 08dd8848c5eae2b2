// One reads figure: a read counts once per reader, post and day, members and anonymous readers alike, in the
// stats and on the post. The stats' reads become their unique readers of each day, the posts' counters (which
// counted members only, in post_reads) become the stats' totals, and post_reads goes.
import { type Kysely, sql } from "kysely";

/** The post tables by stats kind, as they stand at this migration. */
const POSTS_BY_KIND = { publication: "publications", image: "gallery_images", video: "videos", code: "user_codes" };

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE post_stats_daily SET reads = unique_readers;
    UPDATE post_stats_totals AS totals SET reads = coalesce(
      (SELECT sum(daily.unique_readers) FROM post_stats_daily AS daily
        WHERE daily.kind = totals.kind AND daily.post_id = totals.post_id), 0);
    DROP TABLE post_reads;
  `.execute(db);
  for (const [kind, table] of Object.entries(POSTS_BY_KIND)) {
    await sql`
      UPDATE ${sql.table(table)} AS post SET reads = coalesce(
        (SELECT totals.reads FROM post_stats_totals AS totals WHERE totals.kind = ${kind} AND totals.post_id = post.id), 0)
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE post_reads (
      post_type text NOT NULL,
      post_id int4 NOT NULL,
      reader_user_id int4 NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      read_on date NOT NULL,
      PRIMARY KEY (post_type, post_id, reader_user_id, read_on)
    )
  `.execute(db);
}
