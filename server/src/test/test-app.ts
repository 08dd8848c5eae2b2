// The real application over a fresh database and a temporary data directory, for HTTP tests.
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { createTokenSigner } from "../accounts/tokens.js";
import { buildApp } from "../app.js";
import type { App } from "../app-context.js";
import { type Config, loadConfig } from "../config.js";
import type { Db } from "../db/database.js";
import type { DomainEvents } from "../events/domain-events.js";
import { createLocalEvents } from "../events/local-events.js";
import type { JobQueue } from "../jobs/job-queue.js";
import { createJobQueue } from "../jobs/pg-boss-queue.js";
import { createMailer, outboxDirectory } from "../mail/mailer.js";
import { createStorage } from "../storage/create-storage.js";
import type { Storage } from "../storage/storage.js";
import { createTestDatabase } from "./test-database.js";

export interface TestApp {
  app: App;
  db: Db;
  config: Config;
  storage: Storage;
  /** The app's job queue; its workers run in the test process unless WORKER=off is given. */
  jobs: JobQueue;
  /** The app's domain events: publish one to act as a write elsewhere, or subscribe to see what writes announce. */
  events: DomainEvents;
  /** `{ authorization: "Bearer …" }` for a user, as a signed-in client would send. */
  authHeader(userId: number): Promise<{ authorization: string }>;
  /** The messages written to the outbox for one address, oldest first. */
  mailsTo(email: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "scholarly-test-"));
  const config = await loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "silent",
    ...env,
  });
  const database = await createTestDatabase();
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
  const events = createLocalEvents(log);
  const app = await buildApp({ config, db: database.db, storage, mailer, jobs, events });
  await app.ready();
  const tokens = createTokenSigner(config.jwtSecret);

  return {
    app,
    db: database.db,
    config,
    storage,
    jobs,
    events,
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
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
