// Reads and writes the text extracted from posts' files (table document_texts), and which file a post has now.
import { type Selectable, sql } from "kysely";
import type { Db } from "../db/database.js";
import type { DocumentTextsTable } from "../db/tables.js";
import { kindsWith, POST_KINDS } from "../posts/post-kinds.js";

/** The kinds of post whose file has text worth reading. */
export type DocumentKind = DocumentTextsTable["post_kind"];
export type ExtractionStatus = DocumentTextsTable["status"];
export type DocumentText = Selectable<DocumentTextsTable>;

export const DOCUMENT_KINDS: readonly DocumentKind[] = kindsWith("textSource");

export function isDocumentKind(kind: string): kind is DocumentKind {
  return (DOCUMENT_KINDS as readonly string[]).includes(kind);
}

/** Where each kind of post keeps the file its text is read from, as the post-kind registry says. */
function textFile(kind: DocumentKind) {
  const { table, textSource } = POST_KINDS[kind];
  return { table, column: textSource };
}

export interface ExtractedText {
  kind: DocumentKind;
  postId: number;
  /** The file the text was read from; null when the post has none. */
  fileKey: string | null;
  status: ExtractionStatus;
  text: string;
  pages: number | null;
}

export interface DocumentTextStore {
  /** The storage key of the post's file now: undefined when there is no such post, null when it has no file. */
  currentFile(kind: DocumentKind, postId: number): Promise<string | null | undefined>;
  find(kind: DocumentKind, postId: number): Promise<DocumentText | undefined>;
  /**
   * Keeps the text, replacing the post's earlier one, but only while the post still has that file: text
   * read from a file that was replaced or deleted meanwhile is dropped. Answers whether it was kept.
   */
  save(extracted: ExtractedText): Promise<boolean>;
}

export function documentTextStore(db: Db): DocumentTextStore {
  return {
    async currentFile(kind, postId) {
      const { table, column } = textFile(kind);
      const { rows } = await sql<{ file: string | null }>`
        SELECT ${sql.ref(column)} AS file FROM ${sql.table(table)} WHERE id = ${postId}`.execute(db);
      return rows[0]?.file;
    },

    find(kind, postId) {
      return db
        .selectFrom("document_texts")
        .selectAll()
        .where("post_kind", "=", kind)
        .where("post_id", "=", postId)
        .executeTakeFirst();
    },

    async save({ kind, postId, fileKey, status, text, pages }) {
      const { table, column } = textFile(kind);
      const file = sql.ref(column);
      // Kysely cannot check a table chosen at run time; identifiers are quoted and every value is a parameter.
      const result = await sql`
        INSERT INTO document_texts (post_kind, post_id, file_key, status, text, pages, extracted_at)
        SELECT ${kind}, id, ${file}, ${status}, ${text}, ${pages}::integer, now()
        FROM ${sql.table(table)}
        WHERE id = ${postId} AND ${file} IS NOT DISTINCT FROM ${fileKey}
        ON CONFLICT (post_kind, post_id) DO UPDATE SET
          file_key = excluded.file_key,
          status = excluded.status,
          text = excluded.text,
          pages = excluded.pages,
          extracted_at = excluded.extracted_at`.execute(db);
      return Number(result.numAffectedRows ?? 0) > 0;
    },
  };
}
