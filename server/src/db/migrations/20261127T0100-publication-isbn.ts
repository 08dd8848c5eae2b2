// A book's or chapter's ISBN, which Zotero and Google Scholar read to tell a book from an article.
import { type Kysely, sql } from "kysely";

/** The datestamp trigger of 20261124T0200, with or without the ISBN among the fields harvesters see. */
function touchPublication(withIsbn: boolean) {
  const isbn = withIsbn ? sql.raw(", NEW.isbn") : sql.raw("");
  const oldIsbn = withIsbn ? sql.raw(", OLD.isbn") : sql.raw("");
  const column = withIsbn ? sql.raw(", isbn") : sql.raw("");
  return sql`
    CREATE OR REPLACE FUNCTION touch_publication() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF (NEW.title, NEW.author, NEW.publication_date, NEW.publication_type, NEW.doi, NEW.abstract, NEW.journal,
          NEW.volume, NEW.issue, NEW.pages, NEW.publisher, NEW.url, NEW.keywords, NEW.license${isbn})
          IS DISTINCT FROM (OLD.title, OLD.author, OLD.publication_date, OLD.publication_type, OLD.doi, OLD.abstract,
          OLD.journal, OLD.volume, OLD.issue, OLD.pages, OLD.publisher, OLD.url, OLD.keywords, OLD.license${oldIsbn}) THEN
        NEW.updated_at = now();
      END IF;
      RETURN NEW;
    END $$;
    DROP TRIGGER publications_touched ON publications;
    CREATE TRIGGER publications_touched
      BEFORE UPDATE OF title, author, publication_date, publication_type, doi, abstract, journal, volume, issue,
        pages, publisher, url, keywords, license${column} ON publications
      FOR EACH ROW EXECUTE FUNCTION touch_publication();
  `;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE publications ADD COLUMN isbn text`.execute(db);
  await touchPublication(true).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await touchPublication(false).execute(db);
  await sql`ALTER TABLE publications DROP COLUMN isbn`.execute(db);
}
