// The PostgreSQL server that fault tests reach through a TCP proxy they can cut, and how they say why they skip.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { administer, databaseUrl } from "./postgres-admin.js";
import type { TcpProxy } from "./tcp-proxy.js";
import type { TestDatabase } from "./test-database.js";

export const TEST_POSTGRES_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Why PostgreSQL cannot be used (printed once), or undefined when it answers. */
export async function postgresUnreachable(url = TEST_POSTGRES_URL): Promise<string | undefined> {
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await probe.connect();
    await probe.query("SELECT 1");
    return undefined;
  } catch (error) {
    const reason = `no PostgreSQL at ${url} (${error instanceof Error ? error.message : String(error)}); set DATABASE_URL`;
    console.warn(`Skipping tests that need PostgreSQL: ${reason}`);
    return reason;
  } finally {
    await probe.end().catch(() => undefined);
  }
}

/** A new, migrated database on the server, which the app reaches only through `proxy`. */
export async function createDatabaseBehind(proxy: TcpProxy): Promise<TestDatabase> {
  const name = `scholarly_fault_${randomBytes(6).toString("hex")}`;
  await administer(TEST_POSTGRES_URL, `CREATE DATABASE ${name}`);
  const direct = new URL(databaseUrl(TEST_POSTGRES_URL, name));
  const migrating = openDatabase({ url: direct.toString() });
  await migrateToLatest(migrating);
  await migrating.destroy();
  const proxied = new URL(direct);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(proxy.port);
  const db = openDatabase({ url: proxied.toString() });
  return {
    db,
    reopen: () => Promise.reject(new Error("A proxied database is not reopened; cut and restore its proxy.")),
    async drop() {
      await db.destroy().catch(() => undefined);
      await administer(TEST_POSTGRES_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Where the server listens, for a proxy in front of it. */
export function postgresAddress(): { host: string; port: number } {
  const url = new URL(TEST_POSTGRES_URL);
  return { host: url.hostname, port: Number(url.port || 5432) };
}
