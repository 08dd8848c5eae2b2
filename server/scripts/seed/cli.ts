// `npm run seed -- --users N --posts M [--seed S] [--batch B] [--heavy-followers H]`: fills the configured database (DATABASE_URL,
// else PGlite under DATA_DIR) with generated members and posts. Every member's password is SEED_PASSWORD.
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../../src/config.js";
import { openDatabase } from "../../src/db/database.js";
import { migrateToLatest } from "../../src/db/migrate.js";
import { createStorage } from "../../src/storage/create-storage.js";
import { HEAVY_FOLLOWS } from "./follows.js";
import { SEED_EMAIL_DOMAIN, SEED_PASSWORD } from "./people.js";
import { seedDatabase } from "./seed-database.js";
import { storeSharedFiles } from "./shared-files.js";

const USAGE = `npm run seed -- [options]
  --users N            members, each with a profile (default 1000)
  --posts M            feed items (default 10000; 0 when --users is 0)
  --seed S             which generated community: the same seed writes the same rows (default 1)
  --batch B            rows generated and written per transaction (default 5000)
  --heavy-followers H  the last H members each follow ${HEAVY_FOLLOWS} others (default 0)
Writes to DATABASE_URL, else PGlite under DATA_DIR.`;

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value.replace(/_/g, ""));
  if (!Number.isInteger(number) || number < 0) throw new Error(`--${name} must be a whole number, not "${value}".`);
  return number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      users: { type: "string" },
      posts: { type: "string" },
      seed: { type: "string" },
      batch: { type: "string" },
      "heavy-followers": { type: "string" },
      help: { type: "boolean" },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const users = positiveInteger("users", values.users, 1000);
  const options = {
    users,
    posts: users === 0 ? 0 : positiveInteger("posts", values.posts, 10_000),
    seed: positiveInteger("seed", values.seed, 1),
    batchSize: Math.max(1, positiveInteger("batch", values.batch, 5000)),
    heavyFollowers: positiveInteger("heavy-followers", values["heavy-followers"], 0),
    log: (line: string) => console.log(`[seed] ${line}`),
  };
  const config = await loadConfig();
  const where = config.databaseUrl ? { url: config.databaseUrl } : { directory: path.join(config.dataDir, "db") };
  options.log(
    `Seeding ${"url" in where ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${where.directory}`} with seed ${options.seed}`,
  );
  const db = openDatabase(where);
  try {
    await migrateToLatest(db);
    await storeSharedFiles(createStorage(config));
    const summary = await seedDatabase(db, options);
    options.log(
      `Done in ${summary.seconds.toFixed(1)} s: ${summary.users} members, ${summary.posts} feed items, ${summary.follows} follows.`,
    );
    options.log(
      `Sign in as member1.s${options.seed}@${SEED_EMAIL_DOMAIN} (any memberN) with password "${SEED_PASSWORD}".`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`[seed] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
