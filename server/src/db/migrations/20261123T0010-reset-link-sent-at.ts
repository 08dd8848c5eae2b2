// When the account was last e-mailed a reset link, so a flood of "forgot password" requests sends one a minute.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN reset_link_sent_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN reset_link_sent_at`.execute(db);
}
