// Private documents and full-text requests: a publication's private version (upload mode `both`), lookups
// that tell the media route which stored files are private, and the requests members send the authors.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE publications ADD COLUMN private_document text;
    -- The media route asks of every document it serves whether it is private: these keep that one lookup.
    CREATE INDEX publications_private_upload_idx ON publications (upload_document) WHERE upload_mode = 'private';
    CREATE INDEX publications_private_document_idx ON publications (private_document)
      WHERE private_document IS NOT NULL;

    CREATE TABLE full_text_requests (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      publication_id integer NOT NULL REFERENCES publications(id) ON DELETE CASCADE,
      requester_user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      message text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'sent', 'declined')),
      created_at timestamptz NOT NULL DEFAULT now(),
      answered_at timestamptz,
      -- When the requester's download link stops working (sent requests only).
      link_expires_at timestamptz
    );
    -- At most one open request per requester and publication.
    CREATE UNIQUE INDEX full_text_requests_open_idx ON full_text_requests (publication_id, requester_user_id)
      WHERE status = 'open';
    CREATE INDEX full_text_requests_publication_idx ON full_text_requests (publication_id, created_at DESC);
    CREATE INDEX full_text_requests_requester_idx ON full_text_requests (requester_user_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE full_text_requests;
    DROP INDEX publications_private_document_idx, publications_private_upload_idx;
    ALTER TABLE publications DROP COLUMN private_document;
  `.execute(db);
}
