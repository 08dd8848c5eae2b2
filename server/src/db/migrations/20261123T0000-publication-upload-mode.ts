// Who may fetch a publication's document: everyone who sees the post (public), only its authors
// (private), or both a public and a private version. Existing publications were all shared publicly.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // A constant default adds the column without rewriting the table.
  await sql`
    ALTER TABLE publications ADD COLUMN upload_mode text NOT NULL DEFAULT 'public'
      CONSTRAINT publications_upload_mode_check CHECK (upload_mode IN ('public', 'private', 'both'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE publications DROP COLUMN upload_mode`.execute(db);
}
