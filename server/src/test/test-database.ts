// A fresh, migrated database per test file: PGlite in memory (or on disk, when a test restarts it), or a
// new database on the server named by DATABASE_URL (as in CI). Each starts as a copy of
// the one the suite's global set-up migrated (template-database.ts), where there is one.
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { type DatabaseLocation, type Db, openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { administer, databaseUrl } from "./postgres-admin.js";

export interface TestDatabase {
  /** The open handle; a new one after each reopen(). */
  readonly db: Db;
  /** Closes the database and opens it again, as a restarted server would. Needs `onDisk` on PGlite. */
  reopen(): Promise<Db>;
  /** Closes the connections (if a test has not already) and removes the database. */
  drop(): Promise<void>;
}

/** A test may have closed the database on purpose (health checks); closing twice must not skip the drop. */
const closeQuietly = (db: Db) => db.destroy().catch(() => undefined);

export async function createTestDatabase(options: { onDisk?: boolean } = {}): Promise<TestDatabase> {
  const template = inject("templateDatabase");
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const from = template && "pgliteDump" in template ? new Blob([await readFile(template.pgliteDump)]) : undefined;
    const directory = options.onDisk ? await mkdtemp(path.join(tmpdir(), "scholarly-db-")) : undefined;
    if (!directory) return reopenable({ memory: true, from }, undefined, async () => {});
    // Reopened, the data on disk is opened as it is, not loaded from the template again.
    return reopenable({ directory, from }, { directory }, () => rm(directory, { recursive: true, force: true }));
  }
  const name = `scholarly_test_${randomBytes(6).toString("hex")}`;
  const copied = template && "postgresTemplate" in template ? ` TEMPLATE ${template.postgresTemplate}` : "";
  await administer(serverUrl, `CREATE DATABASE ${name}${copied}`);
  const location = { url: databaseUrl(serverUrl, name) };
  return reopenable(location, location, () => administer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

async function reopenable(
  first: DatabaseLocation,
  again: DatabaseLocation | undefined,
  removeData: () => Promise<void>,
): Promise<TestDatabase> {
  let db = openDatabase(first);
  // Nothing to do on a copy of the template; the whole migration where there is none.
  await migrateToLatest(db);
  return {
    get db() {
      return db;
    },
    async reopen() {
      if (!again) throw new Error("An in-memory database cannot be reopened; ask for { onDisk: true }.");
      await db.destroy();
      db = openDatabase(again);
      return db;
    },
    async drop() {
      await closeQuietly(db);
      await removeData();
    },
  };
}
