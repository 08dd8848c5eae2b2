// Instances started at once on a new PostgreSQL database: they migrate it and create the job queue's tables
// together (each waits for the other's lock), and none fails.
import { randomBytes } from "node:crypto";
import pg from "pg";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { migrations } from "../db/migrations/index.js";
import { createJobQueue } from "../jobs/pg-boss-queue.js";
import { ORPHAN_SWEEP_CRON, sweepOrphans } from "../stored-files/orphan-sweep-jobs.js";
import { schedulesOf } from "../test/job-states.js";
import { postgresUnreachable, TEST_POSTGRES_URL } from "../test/postgres-server.js";
import { waitFor } from "../test/wait-for.js";

const postgresMissing = await postgresUnreachable();
const name = `scholarly_start_${randomBytes(6).toString("hex")}`;

async function administer(statement: string) {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(statement).finally(() => admin.end());
}

describe.skipIf(postgresMissing)(`instances started at once${postgresMissing ? ` (${postgresMissing})` : ""}`, () => {
  afterAll(() => administer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it("migrate a new database and start their job queues together, each migration applied once", async () => {
    await administer(`CREATE DATABASE ${name}`);
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${name}`;
    const instances = [1, 2, 3].map(() => openDatabase({ url: url.toString() }));
    try {
      await Promise.all(instances.map((db) => migrateToLatest(db)));
      const [db] = instances;
      const applied = await db!
        .selectFrom("kysely_migration" as never)
        .select("name" as never)
        .execute();
      expect(applied).toHaveLength(Object.keys(migrations).length);

      const log = pino({ level: "silent" });
      const queues = instances.map((instance) => createJobQueue({ db: instance, log, runWorkers: true }));
      for (const queue of queues) {
        queue.schedule(sweepOrphans, ORPHAN_SWEEP_CRON, {});
        queue.work(sweepOrphans, async () => {});
      }
      try {
        await Promise.all(queues.map((queue) => queue.start()));
        await waitFor("the sweep's schedule", async () => (await schedulesOf(db!, sweepOrphans)).length > 0);
        expect(await schedulesOf(db!, sweepOrphans)).toEqual([{ cron: ORPHAN_SWEEP_CRON, timezone: "UTC" }]);
      } finally {
        await Promise.all(queues.map((queue) => queue.stop()));
      }
    } finally {
      await Promise.all(instances.map((db) => db.destroy()));
    }
  });
});
