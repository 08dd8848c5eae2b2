// Vitest's global set-up: one migrated database (with the job queue's tables) made before the first test file,
// which each file's database then starts from (test-database.ts). Creating a PGlite cluster takes seconds and
// migrating it about one more, where loading a dumped one takes about one; on PostgreSQL a copy of a template is
// ready at once.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import type { TestProject } from "vitest/node";
import { type Db, dumpPglite, openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { createJobQueue } from "../jobs/pg-boss-queue.js";
import { administer, databaseUrl } from "./postgres-admin.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dumped PGlite data directory (a tar file), or a template database on DATABASE_URL's server. */
    templateDatabase: { pgliteDump: string } | { postgresTemplate: string };
  }
}

/** Migrates and creates the job queue's tables, as an instance's first start does. */
async function prepare(db: Db): Promise<void> {
  await migrateToLatest(db);
  const jobs = createJobQueue({ db, log: pino({ level: "silent" }), runWorkers: false });
  await jobs.start();
  await jobs.stop();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `scholarly_template_${randomBytes(6).toString("hex")}`;
    await administer(serverUrl, `CREATE DATABASE ${name}`);
    const db = openDatabase({ url: databaseUrl(serverUrl, name) });
    // No connection to the template may stay open: PostgreSQL copies only a database nobody is using.
    await prepare(db).finally(() => db.destroy());
    project.provide("templateDatabase", { postgresTemplate: name });
    return () => administer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const directory = await mkdtemp(path.join(tmpdir(), "scholarly-template-"));
  const dump = path.join(directory, "migrated.tar");
  const db = openDatabase({ memory: true });
  try {
    await prepare(db);
    await writeFile(dump, new Uint8Array(await (await dumpPglite(db)).arrayBuffer()));
  } finally {
    await db.destroy();
  }
  project.provide("templateDatabase", { pgliteDump: dump });
  return () => rm(directory, { recursive: true, force: true });
}
