// A sent full text names the stored file that was sent, so its link serves that version and no later one,
// and a sent link can be revoked by the owner.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE full_text_requests ADD COLUMN sent_document text;
    -- Links sent before now: the private version stored today is the best record of what was sent.
    UPDATE full_text_requests AS request
    SET sent_document = CASE WHEN publication.upload_mode = 'both' THEN publication.private_document
      ELSE publication.upload_document END
    FROM publications AS publication
    WHERE publication.id = request.publication_id AND request.status = 'sent';
    ALTER TABLE full_text_requests DROP CONSTRAINT full_text_requests_status_check;
    ALTER TABLE full_text_requests ADD CONSTRAINT full_text_requests_status_check
      CHECK (status IN ('open', 'sent', 'declined', 'revoked'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE full_text_requests SET status = 'declined' WHERE status = 'revoked';
    ALTER TABLE full_text_requests DROP CONSTRAINT full_text_requests_status_check;
    ALTER TABLE full_text_requests ADD CONSTRAINT full_text_requests_status_check
      CHECK (status IN ('open', 'sent', 'declined'));
    ALTER TABLE full_text_requests DROP COLUMN sent_document;
  `.execute(db);
}
