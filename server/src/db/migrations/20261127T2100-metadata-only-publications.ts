// Metadata-only works: a publication may hold no document (upload mode `none`), so a back catalogue of
// paywalled papers can be listed. Rows stored without a document before (scripts) become `none`.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE publications DROP CONSTRAINT publications_upload_mode_check;
    UPDATE publications SET upload_mode = 'none' WHERE upload_document IS NULL;
    ALTER TABLE publications ADD CONSTRAINT publications_upload_mode_check
      CHECK (upload_mode IN ('public', 'private', 'both', 'none'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE publications DROP CONSTRAINT publications_upload_mode_check;
    UPDATE publications SET upload_mode = 'public' WHERE upload_mode = 'none';
    ALTER TABLE publications ADD CONSTRAINT publications_upload_mode_check
      CHECK (upload_mode IN ('public', 'private', 'both'));
  `.execute(db);
}
