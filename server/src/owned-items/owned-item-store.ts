// Reads and writes a member's own rows (portfolio sections, gallery images, videos, code snippets, publications), each with one
// attached file. Every write is scoped to the owner, so another member's id behaves exactly like an unknown one.
// Rows only: removing displaced files and announcing the change is the commands' (owned-item-commands.ts).
import type { PostType } from "@scholarly/contract";
import { type Insertable, type Selectable, sql, type Updateable } from "kysely";
import type { Db } from "../db/database.js";
import type { Database } from "../db/tables.js";
import { notFound } from "../http/http-error.js";
import { POST_KINDS, type PostTable } from "../posts/post-kinds.js";

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

/** The kind of feed post a table's rows are; undefined for portfolio sections. */
export function postKindOf(table: OwnedTable): PostType | undefined {
  const owned: { fileColumn: string; postKind?: PostType } = OWNED_TABLES[table];
  return owned.postKind;
}

/** Every column of the table holding a file its row owns: the registry's for posts. */
function fileColumnsOf(table: OwnedTable): string[] {
  const kind = postKindOf(table);
  return kind ? Object.keys(POST_KINDS[kind].files) : [OWNED_TABLES[table].fileColumn];
}

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

/** The member's rows of one table, as lists read them. */
export interface OwnedItemList<Row> {
  list(userId: number, options: { order: "oldest" | "newest"; limit?: number; offset?: number }): Promise<Row[]>;
  count(userId: number): Promise<number>;
}

/**
 * A store over one owned table. It is typed by plain `Row`/`New`/`Changes`/`File` so that shared routes can
 * ask for the few columns they set (a description, say) while each concrete store keeps its table's types.
 */
export interface OwnedItemStore<Row, New, Changes, File> extends OwnedItemList<Row> {
  /** Adds a row for the owner, with its stored file. */
  insert(userId: number, values: New, file: File): Promise<Row & { id: number }>;
  /** Edits the owner's row (`changed`: false when nothing was sent); `displacedFile` is the file a new one replaced, still stored. */
  update(
    userId: number,
    id: number,
    changes: Changes,
    file?: string,
  ): Promise<{ row: Row; changed: boolean; displacedFile: string | null }>;
  /** Deletes the owner's row and answers the keys of the files it held (a publication's private version too), still stored. */
  remove(userId: number, id: number): Promise<{ files: string[] }>;
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
export function ownedItemStore<T extends OwnedTable>(db: Db, table: T): OwnedItemStoreOf<T> {
  const { fileColumn }: { fileColumn: string } = OWNED_TABLES[table];
  const from = sql.table(table);
  type Row = OwnedRow<T>;

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
      return row;
    },

    async update(userId, id, changes, file) {
      const columns = definedColumns({ ...changes, [fileColumn]: file });
      if (columns.length === 0) return { row: await findOwned(userId, id), changed: false, displacedFile: null };
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
      const displacedFile = updated.previous_file !== updated.current_file ? updated.previous_file : null;
      return { row: updated, changed: true, displacedFile };
    },

    async remove(userId, id) {
      const { rows } = await sql<Record<string, unknown>>`
        DELETE FROM ${from} WHERE id = ${id} AND user_id = ${userId} RETURNING *`.execute(db);
      const deleted = rows[0];
      if (!deleted) throw notFound(NOT_FOUND_MESSAGE);
      const files = fileColumnsOf(table).map((column) => deleted[column]);
      return { files: files.filter((file): file is string => typeof file === "string" && file !== "") };
    },
  };
}
