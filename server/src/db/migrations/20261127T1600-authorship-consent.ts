// Co-authorship with consent: a member named as an author is linked as pending until they confirm. Links made
// before this migration stay confirmed: they predate consent, and unlinking them would take works off profiles
// their authors already knew about (each was told by a `coauthor` notification).
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE publication_authors
      ADD COLUMN status text NOT NULL DEFAULT 'confirmed' CHECK (status IN ('pending', 'confirmed'));
    ALTER TABLE publication_authors ALTER COLUMN status SET DEFAULT 'pending';
    -- A member's works: only their confirmed authorships.
    DROP INDEX publication_authors_profile_idx;
    CREATE INDEX publication_authors_profile_idx ON publication_authors (profile_id, status)
      WHERE profile_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX publication_authors_profile_idx;
    CREATE INDEX publication_authors_profile_idx ON publication_authors (profile_id) WHERE profile_id IS NOT NULL;
    ALTER TABLE publication_authors DROP COLUMN status;
  `.execute(db);
}
