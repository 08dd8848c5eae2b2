// The real application over a fresh database and a temporary data directory, for HTTP tests.
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { createTokenSigner } from "../accounts/tokens.js";
import { buildApp } from "../app.js";
import type { App, Clock } from "../app-context.js";
import { type Config, loadConfig } from "../config.js";
import type { Db } from "../db/database.js";
import type { DomainEvents } from "../events/domain-events.js";
import { createLocalEvents } from "../events/local-events.js";
import { createRedisEvents } from "../events/redis-events.js";
import type { JobQueue } from "../jobs/job-queue.js";
import { createJobQueue } from "../jobs/pg-boss-queue.js";
import { createMailer, outboxDirectory } from "../mail/mailer.js";
import type { SharedRedis } from "../redis/redis-connection.js";
import { createStorage } from "../storage/create-storage.js";
import type { Storage } from "../storage/storage.js";
import { connectTestRedis, testRedisNamespace } from "./shared-services.js";
import { createTestDatabase, type TestDatabase } from "./test-database.js";

export interface TestApp {
  app: App;
  db: Db;
  /** Hand it to a second instance (`createTestApp(env, { database })`) to serve the same data. */
  database: TestDatabase;
  /** What this instance's writes announce on, and its caches listen to (over Redis when REDIS_URL is given). */
  events: DomainEvents;
  redis: SharedRedis | undefined;
  /** The app's job queue; its workers run in the test process unless WORKER=off is given. */
  jobs: JobQueue;
  config: Config;
  storage: Storage;
  /** `{ authorization: "Bearer …" }` for a user, as a signed-in client would send. */
  authHeader(userId: number): Promise<{ authorization: string }>;
  /** The messages written to the outbox for one address, oldest first. */
  mailsTo(email: string): Promise<string[]>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Another instance's database: both then serve the same data; the instance that made it drops it. */
  database?: TestDatabase;
  /** With REDIS_URL in env: instances given the same namespace share events and counters. */
  redisNamespace?: string;
  /** The time stats take as now (`testClock()`), so a test moves it instead of waiting. */
  clock?: Clock;
}

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "scholarly-test-"));
  const config = await loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "silent",
    ...env,
  });
  const database = options.database ?? (await createTestDatabase());
  const ownsDatabase = options.database === undefined;
  const storage = createStorage(config);
  const log = pino({ level: "silent" });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir, log });
  const jobs = createJobQueue({
    db: database.db,
    log,
    runWorkers: config.worker !== "off",
    pollingIntervalSeconds: 0.5,
    shutdownGraceSeconds: 1,
  });
  const redis = config.redisUrl
    ? await connectTestRedis(options.redisNamespace ?? testRedisNamespace(), config.redisUrl)
    : undefined;
  const events = redis ? await createRedisEvents(redis, log) : createLocalEvents(log);
  const app = await buildApp({ config, db: database.db, storage, mailer, jobs, redis, events, clock: options.clock });
  await app.ready();
  const tokens = createTokenSigner(config.jwtSecret);

  return {
    app,
    db: database.db,
    database,
    events,
    redis,
    jobs,
    config,
    storage,
    async authHeader(userId) {
      const { token } = await tokens.sign(userId, "access");
      return { authorization: `Bearer ${token}` };
    },
    async mailsTo(email) {
      const outbox = outboxDirectory(dataDir);
      const names = (await readdir(outbox).catch(() => [] as string[])).sort();
      const mails = await Promise.all(names.map((name) => readFile(path.join(outbox, name), "utf8")));
      // A long address is folded onto the next line of the header; unfolded, every header is one line.
      return mails.filter((mail) => mail.replace(/\r?\n[ \t]+/g, " ").includes(`To: ${email}`));
    },
    async close() {
      await app.close();
      await redis?.close();
      if (ownsDatabase) await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
