// What OAI-PMH harvesters need: the moment a publication's metadata last changed (its datestamp), and a
// tombstone for every deleted publication (deletedRecord "persistent"). Triggers keep both right whoever
// writes: the API, a script, or a cascade from a deleted account.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE publications ADD COLUMN updated_at timestamptz;
    UPDATE publications SET updated_at = created_at;
    ALTER TABLE publications ALTER COLUMN updated_at SET DEFAULT now(), ALTER COLUMN updated_at SET NOT NULL;
    CREATE INDEX publications_updated_idx ON publications (updated_at, id);

    -- Only a change to what harvesters are shown moves the datestamp; counting a read does not.
    CREATE FUNCTION touch_publication() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF (NEW.title, NEW.author, NEW.publication_date, NEW.publication_type, NEW.doi, NEW.abstract)
          IS DISTINCT FROM (OLD.title, OLD.author, OLD.publication_date, OLD.publication_type, OLD.doi, OLD.abstract) THEN
        NEW.updated_at = now();
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER publications_touched
      BEFORE UPDATE OF title, author, publication_date, publication_type, doi, abstract ON publications
      FOR EACH ROW EXECUTE FUNCTION touch_publication();

    -- Publication ids are never reused, so a tombstone's id names one publication for good.
    CREATE TABLE deleted_publications (
      id integer PRIMARY KEY,
      publication_type text NOT NULL,
      deleted_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX deleted_publications_deleted_idx ON deleted_publications (deleted_at, id);

    -- One insert per statement: deleting an account with 5,000 publications writes its tombstones at once.
    CREATE FUNCTION bury_deleted_publications() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO deleted_publications (id, publication_type) SELECT id, publication_type FROM removed;
      RETURN NULL;
    END $$;
    CREATE TRIGGER publications_tombstoned
      AFTER DELETE ON publications REFERENCING OLD TABLE AS removed
      FOR EACH STATEMENT EXECUTE FUNCTION bury_deleted_publications();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER publications_tombstoned ON publications;
    DROP FUNCTION bury_deleted_publications();
    DROP TABLE deleted_publications;
    DROP TRIGGER publications_touched ON publications;
    DROP FUNCTION touch_publication();
    DROP INDEX publications_updated_idx;
    ALTER TABLE publications DROP COLUMN updated_at;
  `.execute(db);
}
