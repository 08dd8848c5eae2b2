// Whether a publication has more authors than its list names ("et al.", BibTeX's "and others").
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE publications ADD COLUMN authors_et_al boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE publications DROP COLUMN authors_et_al`.execute(db);
}
