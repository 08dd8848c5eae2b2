// Applies every migration that has not run yet, in name order. On PostgreSQL Kysely's migrator holds an advisory
// lock meanwhile, so instances started at once migrate one after another (faults/concurrent-start.test.ts).
import { Migrator } from "kysely/migration";
import type { Db } from "./database.js";
import { migrations } from "./migrations/index.js";

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, { cause: error });
  }
}
