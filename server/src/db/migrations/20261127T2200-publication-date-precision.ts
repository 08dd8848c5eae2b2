// How much of a publication's date is known: a year, a year and month, or the day. The date column keeps the
// first day of that period, so ordering and year searches work unchanged; existing rows are full dates.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE publications ADD COLUMN publication_date_precision text NOT NULL DEFAULT 'day'
      CHECK (publication_date_precision IN ('year', 'month', 'day'))
  `.execute(db);
  // Harvesters see the precision (dc:date 2021 or 2021-03), so a change of it alone is a change of the record.
  await sql`
    CREATE FUNCTION touch_publication_date_precision() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.publication_date_precision IS DISTINCT FROM OLD.publication_date_precision THEN
        NEW.updated_at = now();
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER publications_date_precision_touched
      BEFORE UPDATE OF publication_date_precision ON publications
      FOR EACH ROW EXECUTE FUNCTION touch_publication_date_precision();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER publications_date_precision_touched ON publications;
    DROP FUNCTION touch_publication_date_precision();
    ALTER TABLE publications DROP COLUMN publication_date_precision;
  `.execute(db);
}
