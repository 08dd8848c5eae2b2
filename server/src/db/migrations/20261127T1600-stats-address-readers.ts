// The anonymous readers counted per post, address and day, so one address cannot add readers without end by
// changing its user agent. Address and reader are hashes salted with the day's salt; rows before yesterday are
// pruned as each batch is written.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE post_stats_address_readers (
      kind text NOT NULL,
      post_id integer NOT NULL,
      address text NOT NULL,
      day date NOT NULL,
      reader text NOT NULL,
      PRIMARY KEY (kind, post_id, address, day, reader)
    );
    CREATE INDEX post_stats_address_readers_by_day ON post_stats_address_readers (day);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE post_stats_address_readers`.execute(db);
}
