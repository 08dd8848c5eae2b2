// Reads and writes a member's own rows (portfolio items, gallery images, videos, code snippets), each with one
// attached file. Every write is scoped to the owner, so another member's id behaves exactly like an unknown one.
import { type Selectable, sql } from "kysely";
import type { Db } from "../db/database.js";
import type { Database } from "../db/tables.js";
import { postsChanged } from "../feed/post-changes.js";
import { notFound } from "../http/http-error.js";
import { removeReplacedFile } from "../storage/remove-replaced-file.js";
import type { Storage } from "../storage/storage.js";

export type OwnedTable =
  | "education"
  | "internships"
  | "experiences"
  | "projects"
  | "gallery_images"
  | "videos"
  | "user_codes";

/** Column values as validated by a contract schema; the table's own constraints are the last check. */
export type ColumnValues = Record<string, unknown>;

export const NOT_FOUND_MESSAGE = "Not found.";

export interface OwnedRecords<T extends OwnedTable> {
  list(userId: number, options: { order: "oldest" | "newest"; limit?: number; offset?: number }): Promise<Row<T>[]>;
  count(userId: number): Promise<number>;
  insert(userId: number, values: ColumnValues): Promise<Row<T>>;
  /** Updates the owner's row; a file it no longer references is removed once the change is saved. */
  update(userId: number, id: number, values: ColumnValues): Promise<Row<T>>;
  /** Deletes the owner's row, then its file. */
  remove(userId: number, id: number): Promise<void>;
}

type Row<T extends OwnedTable> = Selectable<Database[T]>;

// Kysely cannot check queries over a table chosen at run time, so these few statements are plain SQL
// with every identifier quoted by sql.table/sql.ref and every value sent as a parameter.
export function ownedRecords<T extends OwnedTable>(
  deps: { db: Db; storage: Storage },
  table: T,
  fileColumn: string,
): OwnedRecords<T> {
  const { db, storage } = deps;
  const from = sql.table(table);

  const assignments = (values: ColumnValues) =>
    sql.join(Object.entries(values).map(([column, value]) => sql`${sql.ref(column)} = ${value}`));

  async function findOwned(userId: number, id: number): Promise<Row<T>> {
    const { rows } = await sql<Row<T>>`SELECT * FROM ${from} WHERE id = ${id} AND user_id = ${userId}`.execute(db);
    const row = rows[0];
    if (!row) throw notFound(NOT_FOUND_MESSAGE);
    return row;
  }

  return {
    async list(userId, { order, limit, offset = 0 }) {
      const direction = order === "newest" ? sql`created_at DESC, id DESC` : sql`id ASC`;
      const page = limit === undefined ? sql`` : sql`LIMIT ${limit} OFFSET ${offset}`;
      const { rows } = await sql<Row<T>>`
        SELECT * FROM ${from} WHERE user_id = ${userId} ORDER BY ${direction} ${page}`.execute(db);
      return rows;
    },

    async count(userId) {
      const { rows } = await sql<{ count: number }>`
        SELECT count(*)::int AS count FROM ${from} WHERE user_id = ${userId}`.execute(db);
      return rows[0]?.count ?? 0;
    },

    async insert(userId, values) {
      const columns = { ...values, user_id: userId };
      const { rows } = await sql<Row<T>>`
        INSERT INTO ${from} (${sql.join(Object.keys(columns).map((column) => sql.ref(column)))})
        VALUES (${sql.join(Object.values(columns))})
        RETURNING *`.execute(db);
      const row = rows[0];
      if (!row) throw new Error(`Inserting into ${table} returned no row.`);
      postsChanged(db);
      return row;
    },

    async update(userId, id, values) {
      if (Object.keys(values).length === 0) return findOwned(userId, id);
      // The previous file name is read under the row lock in the same statement, so two concurrent
      // replacements cannot both miss the file they displaced.
      const { rows } = await sql<Row<T> & { previous_file: string | null; current_file: string | null }>`
        UPDATE ${from} AS owned SET ${assignments(values)}
        FROM (SELECT id, ${sql.ref(fileColumn)} AS file FROM ${from}
              WHERE id = ${id} AND user_id = ${userId} FOR UPDATE) AS previous
        WHERE owned.id = previous.id
        RETURNING owned.*, previous.file AS previous_file, owned.${sql.ref(fileColumn)} AS current_file`.execute(db);
      const updated = rows[0];
      if (!updated) throw notFound(NOT_FOUND_MESSAGE);
      postsChanged(db);
      if (updated.previous_file !== updated.current_file) await removeReplacedFile(storage, updated.previous_file);
      return updated;
    },

    async remove(userId, id) {
      const { rows } = await sql<{ file: string | null }>`
        DELETE FROM ${from} WHERE id = ${id} AND user_id = ${userId}
        RETURNING ${sql.ref(fileColumn)} AS file`.execute(db);
      const deleted = rows[0];
      if (!deleted) throw notFound(NOT_FOUND_MESSAGE);
      postsChanged(db);
      await removeReplacedFile(storage, deleted.file);
    },
  };
}

/**
 * The parsed values of the fields the client actually sent: schema defaults (an unticked box, an empty
 * list) must not overwrite what an update left out.
 */
export function sentValues<Parsed extends object>(parsed: Parsed, sent: object): Partial<Parsed> {
  return Object.fromEntries(Object.entries(parsed).filter(([name]) => name in sent)) as Partial<Parsed>;
}
