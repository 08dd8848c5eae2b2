// Real bibliographic metadata: an ordered list of authors per publication (some of them members), the
// journal, volume, issue, pages, publisher, URL, keywords and licence of a publication, and a member's ORCID iD.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE publications
      ADD COLUMN journal text,
      ADD COLUMN volume text,
      ADD COLUMN issue text,
      ADD COLUMN pages text,
      ADD COLUMN publisher text,
      ADD COLUMN url text,
      ADD COLUMN keywords text[] NOT NULL DEFAULT '{}',
      ADD COLUMN license text;

    -- publications.author stays as the authors' names joined with ', ' (the spec's display string).
    CREATE TABLE publication_authors (
      publication_id integer NOT NULL REFERENCES publications (id) ON DELETE CASCADE,
      position smallint NOT NULL,
      name text NOT NULL,
      orcid text,
      -- A co-author who is a member; a deleted profile leaves the name behind.
      profile_id integer REFERENCES profiles (id) ON DELETE SET NULL,
      PRIMARY KEY (publication_id, position)
    );
    CREATE INDEX publication_authors_profile_idx ON publication_authors (profile_id) WHERE profile_id IS NOT NULL;

    ALTER TABLE profiles ADD COLUMN orcid text;

    -- Harvesters see the new fields, so a change to them moves the datestamp too.
    CREATE OR REPLACE FUNCTION touch_publication() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF (NEW.title, NEW.author, NEW.publication_date, NEW.publication_type, NEW.doi, NEW.abstract, NEW.journal,
          NEW.volume, NEW.issue, NEW.pages, NEW.publisher, NEW.url, NEW.keywords, NEW.license)
          IS DISTINCT FROM (OLD.title, OLD.author, OLD.publication_date, OLD.publication_type, OLD.doi, OLD.abstract,
          OLD.journal, OLD.volume, OLD.issue, OLD.pages, OLD.publisher, OLD.url, OLD.keywords, OLD.license) THEN
        NEW.updated_at = now();
      END IF;
      RETURN NEW;
    END $$;
    DROP TRIGGER publications_touched ON publications;
    CREATE TRIGGER publications_touched
      BEFORE UPDATE OF title, author, publication_date, publication_type, doi, abstract, journal, volume, issue,
        pages, publisher, url, keywords, license ON publications
      FOR EACH ROW EXECUTE FUNCTION touch_publication();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER publications_touched ON publications;
    CREATE TRIGGER publications_touched
      BEFORE UPDATE OF title, author, publication_date, publication_type, doi, abstract ON publications
      FOR EACH ROW EXECUTE FUNCTION touch_publication();
    ALTER TABLE profiles DROP COLUMN orcid;
    DROP TABLE publication_authors;
    ALTER TABLE publications
      DROP COLUMN journal, DROP COLUMN volume, DROP COLUMN issue, DROP COLUMN pages, DROP COLUMN publisher,
      DROP COLUMN url, DROP COLUMN keywords, DROP COLUMN license;
  `.execute(db);
}
