// The names publication documents were uploaded under, for Content-Disposition and the edit form. Documents
// stored before have none and keep today's names (the storage key, or a name made from the title).
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE publications ADD COLUMN upload_document_name text, ADD COLUMN private_document_name text;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE publications DROP COLUMN upload_document_name, DROP COLUMN private_document_name;
  `.execute(db);
}
