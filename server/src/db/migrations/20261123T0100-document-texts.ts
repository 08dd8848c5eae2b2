// The text read out of each publication's document and each code snippet's file, for search: filled in the
// background after publishing, one row per post.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE document_texts (
      post_kind text NOT NULL CHECK (post_kind IN ('publication', 'code')),
      post_id integer NOT NULL,
      -- The stored file the text was read from: a post whose file is unchanged is not read again.
      file_key text,
      status text NOT NULL CHECK (status IN ('extracted', 'no-text', 'failed')),
      text text NOT NULL DEFAULT '',
      pages integer,
      extracted_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (post_kind, post_id)
    );

    -- A post's text goes with it, however it is deleted (on its own, or with its member's account).
    CREATE FUNCTION remove_document_texts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM document_texts USING removed
      WHERE document_texts.post_kind = TG_ARGV[0] AND document_texts.post_id = removed.id;
      RETURN NULL;
    END $$;

    CREATE TRIGGER publications_removed_document_texts AFTER DELETE ON publications
      REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION remove_document_texts('publication');
    CREATE TRIGGER user_codes_removed_document_texts AFTER DELETE ON user_codes
      REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION remove_document_texts('code');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER user_codes_removed_document_texts ON user_codes;
    DROP TRIGGER publications_removed_document_texts ON publications;
    DROP FUNCTION remove_document_texts();
    DROP TABLE document_texts;
  `.execute(db);
}
