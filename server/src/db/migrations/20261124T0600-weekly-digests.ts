// The weeks each member's weekly digest went out, so a week is never e-mailed twice.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE weekly_digests (
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      -- The Monday (UTC) the reported week starts on.
      week date NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, week)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE weekly_digests`.execute(db);
}
