// Document text for a share of the seeded publications, as the background job would have read it from their
// PDFs: several pages of words drawn from a vocabulary, so the bench measures search inside documents.
import { sql } from "kysely";
import type { Db } from "../../src/db/database.js";
import { progress } from "./batch-writer.js";
import { DOCUMENT_WORDS } from "./vocabulary.js";

/** One publication in this many has document text. */
const SHARE = 10;
const WORDS_PER_PAGE = 350;
const PAGES = 6;
/** Publications per statement: the search index's trigger indexes each statement's rows in one go. */
const BATCH = 2_000;

/**
 * Written in SQL next to the rows (the text never travels to Node): each word is drawn by hashing the
 * publication id and the word's position, so the same database always gets the same text.
 */
export async function writeDocumentTexts(db: Db, log: (line: string) => void): Promise<number> {
  const { rows } = await sql<{ low: number | null; high: number | null }>`
    SELECT min(id) AS low, max(id) AS high FROM publications`.execute(db);
  const low = rows[0]?.low ?? 0;
  const high = rows[0]?.high ?? -1;
  const words = `{${DOCUMENT_WORDS.join(",")}}`;
  const shown = progress("document texts", Math.max(0, Math.ceil((high - low + 1) / SHARE)), log);
  let written = 0;
  for (let from = low; from <= high; from += BATCH * SHARE) {
    const { numAffectedRows } = await sql`
      INSERT INTO document_texts (post_kind, post_id, file_key, status, text, pages)
      SELECT 'publication', post.id, post.upload_document, 'extracted', (
          SELECT string_agg(
            (${words}::text[])[1 + abs(hashtext(post.id || ':' || position)::int8) % ${DOCUMENT_WORDS.length}],
            CASE WHEN position % ${WORDS_PER_PAGE} = 0 THEN E'\\n\\f' WHEN position % 12 = 0 THEN '. ' ELSE ' ' END
            ORDER BY position)
          FROM generate_series(1, ${WORDS_PER_PAGE * PAGES}) AS position
        ), ${PAGES}
      FROM publications AS post
      WHERE post.id >= ${from} AND post.id < ${from + BATCH * SHARE} AND post.id % ${SHARE} = 0
      ON CONFLICT DO NOTHING
    `.execute(db);
    const count = Number(numAffectedRows ?? 0);
    written += count;
    shown.advance(count);
  }
  shown.finish();
  return written;
}
