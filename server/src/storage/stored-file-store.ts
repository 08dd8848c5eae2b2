// Which stored files rows still name, across every file column of the schema (for the orphan sweeper).
import { sql } from "kysely";
import type { Db } from "../db/database.js";
import { fileColumns } from "./file-columns.js";

export function storedFileStore(db: Db) {
  return {
    /** The keys among `keys` that some row names. */
    async referenced(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const named = fileColumns.map(
        ({ table, column }) =>
          sql`EXISTS (SELECT 1 FROM ${sql.table(table)} WHERE ${sql.ref(`${table}.${column}`)} = candidate.key)`,
      );
      const candidates = sql.join(keys.map((key) => sql`(${key})`));
      const { rows } = await sql<{ key: string }>`
        SELECT candidate.key FROM (VALUES ${candidates}) AS candidate(key)
        WHERE ${sql.join(named, sql` OR `)}`.execute(db);
      return new Set(rows.map((row) => row.key));
    },
  };
}

export type StoredFileStore = ReturnType<typeof storedFileStore>;
