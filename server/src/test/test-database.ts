// A fresh, migrated database per test file: PGlite in memory, or a new database on the server named
// by DATABASE_URL (CI runs the suite once each way).
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Db, openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";

export interface TestDatabase {
  db: Db;
  /** Closes the connections (if a test has not already) and removes the database. */
  drop(): Promise<void>;
}

/** A test may have closed the database on purpose (health checks); closing twice must not skip the drop. */
const closeQuietly = (db: Db) => db.destroy().catch(() => undefined);

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = openDatabase({ memory: true });
    await migrateToLatest(db);
    return { db, drop: () => closeQuietly(db) };
  }
  const name = `scholarly_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openDatabase({ url: url.toString() });
  await migrateToLatest(db);
  return {
    db,
    async drop() {
      await closeQuietly(db);
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
