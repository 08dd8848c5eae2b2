// Which stored files rows name, across every file column of the schema: what the orphan sweeper keeps, and what
// deleting an account removes. Both read the one list, so a file column is swept and deleted alike.
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

    /** The keys of every file the member's rows name. */
    async ownedBy(userId: number): Promise<string[]> {
      const selects = fileColumns.map(
        ({ table, column, ownerColumn }) =>
          sql`SELECT ${sql.ref(column)} AS key FROM ${sql.table(table)} WHERE ${sql.ref(ownerColumn)} = ${userId}`,
      );
      const { rows } = await sql<{ key: string | null }>`${sql.join(selects, sql` UNION ALL `)}`.execute(db);
      return rows.flatMap((row) => (row.key ? [row.key] : []));
    },
  };
}

export type StoredFileStore = ReturnType<typeof storedFileStore>;
