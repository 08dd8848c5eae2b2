// A fresh, migrated database per test file: PGlite in memory (or on disk, when a test restarts it), or a
// new database on the server named by DATABASE_URL (CI runs the suite once each way).
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type DatabaseLocation, type Db, openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";

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
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const directory = options.onDisk ? await mkdtemp(path.join(tmpdir(), "scholarly-db-")) : undefined;
    return reopenable(directory ? { directory } : { memory: true }, async () => {
      if (directory) await rm(directory, { recursive: true, force: true });
    });
  }
  const name = `scholarly_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return reopenable({ url: url.toString() }, async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
}

async function reopenable(location: DatabaseLocation, removeData: () => Promise<void>): Promise<TestDatabase> {
  let db = openDatabase(location);
  await migrateToLatest(db);
  return {
    get db() {
      return db;
    },
    async reopen() {
      if ("memory" in location) throw new Error("An in-memory database cannot be reopened; ask for { onDisk: true }.");
      await db.destroy();
      db = openDatabase(location);
      return db;
    },
    async drop() {
      await closeQuietly(db);
      await removeData();
    },
  };
}
