// scripts/backup and scripts/restore, run as an operator would: a seeded database and its files are backed up,
// restored into a new database and an empty storage, and both come back exactly.
import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLUSTER_POSTGRES_URL, postgresUnreachable } from "../../cluster/preconditions.js";
import { type Config, loadConfig } from "../../src/config.js";
import { type Db, openDatabase } from "../../src/db/database.js";
import { migrateToLatest } from "../../src/db/migrate.js";
import { createStorage } from "../../src/storage/create-storage.js";
import { fakeS3Credentials, startFakeS3 } from "../../src/test/fake-s3.js";
import { administer, databaseUrl } from "../../src/test/postgres-admin.js";
import { seedDatabase } from "../seed/seed-database.js";
import { storeSharedFiles } from "../seed/shared-files.js";
import { storedKeys } from "./stored-files.js";

const run = promisify(execFile);
const scripts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../scripts");
const unavailable = await postgresUnreachable(CLUSTER_POSTGRES_URL);
if (unavailable) console.warn(`Skipping the backup and restore test: ${unavailable}`);

const JWT_SECRET = randomBytes(32).toString("hex");
const closing: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

/** A new, empty database on the test server; dropped after the file. */
async function newDatabase(): Promise<string> {
  const name = `scholarly_backup_${randomBytes(6).toString("hex")}`;
  await administer(CLUSTER_POSTGRES_URL, `CREATE DATABASE ${name}`);
  closing.push(() => administer(CLUSTER_POSTGRES_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  return databaseUrl(CLUSTER_POSTGRES_URL, name);
}

async function temporaryDirectory(): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), "scholarly-backup-"));
  closing.push(() => rm(directory, { recursive: true, force: true }));
  return directory;
}

/** The environment of one deployment: its database and its storage (an s3rver bucket, or a DATA_DIR). */
async function deployment(kind: "s3" | "local"): Promise<NodeJS.ProcessEnv> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    JWT_SECRET,
    DATABASE_URL: await newDatabase(),
    DATA_DIR: await temporaryDirectory(),
  };
  if (kind === "local") return env;
  const s3 = await startFakeS3();
  closing.push(s3.close);
  return { ...env, ...fakeS3Credentials, S3_ENDPOINT: s3.endpoint };
}

function openDeployment(env: NodeJS.ProcessEnv): Promise<{ config: Config; db: Db }> {
  return loadConfig(env).then((config) => {
    const db = openDatabase({ url: config.databaseUrl ?? "" });
    closing.push(() => db.destroy());
    return { config, db };
  });
}

/** Each table's row count and a digest of all its rows, and each sequence's position. */
async function contents(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ name: string }>`
    SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
    WHERE table_schema IN ('public', 'pgboss') AND table_type = 'BASE TABLE' ORDER BY 1
  `.execute(db);
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ n: number; digest: string | null }>`
      SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${sql.raw(name)} t
    `.execute(db);
    result[name] = `${rows[0]?.n} rows, ${rows[0]?.digest}`;
  }
  const { rows: sequences } = await sql<{ name: string; last_value: number | null }>`
    SELECT schemaname || '.' || sequencename AS name, last_value FROM pg_sequences ORDER BY 1
  `.execute(db);
  for (const sequence of sequences) result[`sequence ${sequence.name}`] = String(sequence.last_value);
  return result;
}

/** Every stored file: its content type and a hash of its bytes. */
async function files(config: Config): Promise<Record<string, string>> {
  const storage = createStorage(config);
  const result: Record<string, string> = {};
  for (const key of await storedKeys(config)) {
    const [info, body] = await Promise.all([storage.stat(key), storage.read(key)]);
    if (!info || !body) throw new Error(`${key} was listed but cannot be read`);
    const bytes = createHash("sha256")
      .update(await buffer(body))
      .digest("hex");
    result[key] = `${info.contentType} ${info.size} ${bytes}`;
  }
  return result;
}

describe.skipIf(unavailable)("backup and restore", () => {
  describe.each(["s3", "local"] as const)("with %s storage", (kind) => {
    let source: { config: Config; db: Db };
    let sourceEnv: NodeJS.ProcessEnv;

    beforeAll(async () => {
      sourceEnv = await deployment(kind);
      source = await openDeployment(sourceEnv);
      await migrateToLatest(source.db);
      await storeSharedFiles(createStorage(source.config));
      await seedDatabase(source.db, { users: 30, posts: 120, seed: 3, batchSize: 50, log: () => {} });
    });

    it("brings back every row and every file into a new database and an empty storage", async () => {
      const backup = path.join(await temporaryDirectory(), "backup");
      await run(path.join(scripts, "backup"), [backup], { env: sourceEnv });

      const targetEnv = await deployment(kind);
      await run(path.join(scripts, "restore"), [backup], { env: targetEnv });
      const target = await openDeployment(targetEnv);

      const sourceFiles = await files(source.config);
      expect(Object.keys(sourceFiles).length).toBeGreaterThanOrEqual(16);
      expect(await files(target.config)).toEqual(sourceFiles);
      const sourceContents = await contents(source.db);
      expect(sourceContents["public.publications"]).not.toMatch(/^0 rows/);
      expect(await contents(target.db)).toEqual(sourceContents);
    });

    it("refuses to restore over a database that already has tables", async () => {
      const backup = path.join(await temporaryDirectory(), "backup");
      await run(path.join(scripts, "backup"), [backup], { env: sourceEnv });
      const refused = run(path.join(scripts, "restore"), [backup], { env: sourceEnv });
      await expect(refused).rejects.toMatchObject({
        stderr: expect.stringContaining("restore into a new, empty database"),
      });
    });
  });
});
