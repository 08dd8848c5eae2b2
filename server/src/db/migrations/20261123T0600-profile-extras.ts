// What the profile page shows beyond the basics: disciplines, languages and a spotlight on the profile, the
// publications a member features (in order), and the CV's file name as uploaded.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE profiles
      ADD COLUMN disciplines text[] NOT NULL DEFAULT '{}',
      ADD COLUMN languages text[] NOT NULL DEFAULT '{}',
      ADD COLUMN spotlight text NOT NULL DEFAULT '';

    -- A deleted publication leaves the featured list by itself.
    CREATE TABLE featured_publications (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      publication_id integer NOT NULL REFERENCES publications (id) ON DELETE CASCADE,
      position smallint NOT NULL,
      PRIMARY KEY (user_id, publication_id)
    );
    CREATE INDEX featured_publications_publication_idx ON featured_publications (publication_id);

    -- CVs uploaded before this keep a null name.
    ALTER TABLE personal_portfolios ADD COLUMN cv_name text;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE personal_portfolios DROP COLUMN cv_name;
    DROP TABLE featured_publications;
    ALTER TABLE profiles DROP COLUMN spotlight, DROP COLUMN languages, DROP COLUMN disciplines;
  `.execute(db);
}
