// Reads and writes a member's own rows (portfolio sections, gallery images, videos, code snippets, publications), each with one
// attached file. Every write is scoped to the owner, so another member's id behaves exactly like an unknown one.
import type { PostType } from "@scholarly/contract";
import { type Insertable, type Selectable, sql, type Updateable } from "kysely";
import type { Db } from "../db/database.js";
import type { Database } from "../db/tables.js";
import type { DomainEvents } from "../events/domain-events.js";
import { notFound } from "../http/http-error.js";
import { POST_KINDS, type PostTable } from "../posts/post-kinds.js";
import { removeReplacedFile } from "../storage/remove-replaced-file.js";
import type { Storage } from "../storage/storage.js";

/** The portfolio sections: owned rows with one file each that are no post. */
type PortfolioTable = "education" | "internships" | "experiences" | "projects";

export type OwnedTable = PortfolioTable | PostTable;

/** Each table's file column, and the kind of feed post its rows are (from the registry): portfolio items are no post. */
const OWNED_TABLES = {
  education: { fileColumn: "media" },
  internships: { fileColumn: "media" },
  experiences: { fileColumn: "media" },
  projects: { fileColumn: "media" },
  [POST_KINDS.image.table]: { fileColumn: POST_KINDS.image.mainFile, postKind: "image" },
  [POST_KINDS.video.table]: { fileColumn: POST_KINDS.video.mainFile, postKind: "video" },
  [POST_KINDS.code.table]: { fileColumn: POST_KINDS.code.mainFile, postKind: "code" },
  [POST_KINDS.publication.table]: { fileColumn: POST_KINDS.publication.mainFile, postKind: "publication" },
} as const satisfies { [T in OwnedTable]: { fileColumn: keyof Database[T] & string; postKind?: PostType } };

type FileColumn<T extends OwnedTable> = (typeof OWNED_TABLES)[T]["fileColumn"];
/** The columns the store sets itself: the id, the owner and the file. */
type StoreColumns<T extends OwnedTable> = "id" | "user_id" | FileColumn<T>;

type NewRow<T extends OwnedTable> = Insertable<Database[T]>;

export type OwnedRow<T extends OwnedTable> = Selectable<Database[T]>;
/** A new row's own columns; `undefined` leaves a column to its default, as in Kysely. */
export type NewOwnedItem<T extends OwnedTable> = Omit<NewRow<T>, StoreColumns<T>>;
/** The columns an edit changes; `undefined` leaves a column as it is, as in Kysely. */
export type OwnedItemChanges<T extends OwnedTable> = Omit<Updateable<Database[T]>, StoreColumns<T>>;
/** The stored file's key, as the table's file column takes it (required for images and videos). */
export type OwnedItemFile<T extends OwnedTable> = NewRow<T>[FileColumn<T> & keyof NewRow<T>];

/**
 * A store over one owned table. It is typed by plain `Row`/`New`/`Changes`/`File` so that shared routes can
 * ask for the few columns they set (a description, say) while each concrete store keeps its table's types.
 */
export interface OwnedItemStore<Row, New, Changes, File> {
  list(userId: number, options: { order: "oldest" | "newest"; limit?: number; offset?: number }): Promise<Row[]>;
  count(userId: number): Promise<number>;
  /** Adds a row for the owner, with its stored file. */
  insert(userId: number, values: New, file: File): Promise<Row>;
  /** Edits the owner's row; a new file replaces the old one, which is removed once the change is saved. */
  update(userId: number, id: number, changes: Changes, file?: string): Promise<Row>;
  /** Deletes the owner's row, then its file. */
  remove(userId: number, id: number): Promise<void>;
}

export type OwnedItemStoreOf<T extends OwnedTable> = OwnedItemStore<
  OwnedRow<T>,
  NewOwnedItem<T>,
  OwnedItemChanges<T>,
  OwnedItemFile<T>
>;

const NOT_FOUND_MESSAGE = "Not found.";

/** The columns to write, leaving out those set to `undefined`, which Kysely's own builder leaves out too. */
function definedColumns(values: object): [string, unknown][] {
  return Object.entries(values).filter(([, value]) => value !== undefined);
}

// Kysely cannot check queries over a table chosen at run time, so these few statements are plain SQL with
// every identifier quoted by sql.table/sql.ref and every value sent as a parameter; the values' column names
// and types are checked by the signatures above instead.
export function ownedItemStore<T extends OwnedTable>(
  deps: { db: Db; storage: Storage; events: DomainEvents },
  table: T,
): OwnedItemStoreOf<T> {
  const { db, storage, events } = deps;
  const { fileColumn, postKind }: { fileColumn: string; postKind?: PostType } = OWNED_TABLES[table];
  const from = sql.table(table);
  type Row = OwnedRow<T>;

  /** Gallery images, videos and code snippets are feed posts; portfolio entries change the member's portfolio. */
  function announce(type: "post.created" | "post.updated" | "post.deleted", postId: number, userId: number): void {
    if (postKind) events.publish({ type, kind: postKind, postId, userId });
    else events.publish({ type: "portfolio.updated", userId });
  }

  async function findOwned(userId: number, id: number): Promise<Row> {
    const { rows } = await sql<Row>`SELECT * FROM ${from} WHERE id = ${id} AND user_id = ${userId}`.execute(db);
    const row = rows[0];
    if (!row) throw notFound(NOT_FOUND_MESSAGE);
    return row;
  }

  return {
    async list(userId, { order, limit, offset = 0 }) {
      const direction = order === "newest" ? sql`created_at DESC, id DESC` : sql`id ASC`;
      const page = limit === undefined ? sql`` : sql`LIMIT ${limit} OFFSET ${offset}`;
      const { rows } = await sql<Row>`
        SELECT * FROM ${from} WHERE user_id = ${userId} ORDER BY ${direction} ${page}`.execute(db);
      return rows;
    },

    async count(userId) {
      const { rows } = await sql<{ count: number }>`
        SELECT count(*)::int AS count FROM ${from} WHERE user_id = ${userId}`.execute(db);
      return rows[0]?.count ?? 0;
    },

    async insert(userId, values, file) {
      const columns = definedColumns({ ...values, [fileColumn]: file, user_id: userId });
      const { rows } = await sql<Row & { id: number }>`
        INSERT INTO ${from} (${sql.join(columns.map(([column]) => sql.ref(column)))})
        VALUES (${sql.join(columns.map(([, value]) => value))})
        RETURNING *`.execute(db);
      const row = rows[0];
      if (!row) throw new Error(`Inserting into ${table} returned no row.`);
      announce("post.created", row.id, userId);
      return row;
    },

    async update(userId, id, changes, file) {
      const columns = definedColumns({ ...changes, [fileColumn]: file });
      if (columns.length === 0) return findOwned(userId, id);
      const assignments = sql.join(columns.map(([column, value]) => sql`${sql.ref(column)} = ${value}`));
      // The previous file name is read under the row lock in the same statement, so two concurrent
      // replacements cannot both miss the file they displaced.
      const { rows } = await sql<Row & { previous_file: string | null; current_file: string | null }>`
        UPDATE ${from} AS owned SET ${assignments}
        FROM (SELECT id, ${sql.ref(fileColumn)} AS file FROM ${from}
              WHERE id = ${id} AND user_id = ${userId} FOR UPDATE) AS previous
        WHERE owned.id = previous.id
        RETURNING owned.*, previous.file AS previous_file, owned.${sql.ref(fileColumn)} AS current_file`.execute(db);
      const updated = rows[0];
      if (!updated) throw notFound(NOT_FOUND_MESSAGE);
      announce("post.updated", id, userId);
      if (updated.previous_file !== updated.current_file) await removeReplacedFile(storage, updated.previous_file);
      return updated;
    },

    async remove(userId, id) {
      const { rows } = await sql<{ file: string | null }>`
        DELETE FROM ${from} WHERE id = ${id} AND user_id = ${userId}
        RETURNING ${sql.ref(fileColumn)} AS file`.execute(db);
      const deleted = rows[0];
      if (!deleted) throw notFound(NOT_FOUND_MESSAGE);
      announce("post.deleted", id, userId);
      await removeReplacedFile(storage, deleted.file);
    },
  };
}
