// Starts the server: configuration, database and migrations, mail, storage, the job queue, then HTTP
// (or, with WORKER=only, the job workers alone).
import path from "node:path";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { buildApp, loggerOptions } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { openDatabase } from "./db/database.js";
import { migrateToLatest } from "./db/migrate.js";
import { createJobQueue } from "./jobs/pg-boss-queue.js";
import { createMailer } from "./mail/mailer.js";
import { createStorage } from "./storage/create-storage.js";

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

async function main(): Promise<void> {
  const config = await loadConfig({ WEB_DIST: defaultWebDist, ...process.env });
  const logger = loggerOptions(config.logLevel);
  const log = pino(logger === false || logger === true ? {} : logger);
  const db = openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { directory: path.join(config.dataDir, "db") },
  );
  await migrateToLatest(db);
  const storage = createStorage(config);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log });
  const jobs = createJobQueue({ db, log, runWorkers: config.worker !== "off" });
  const app = await buildApp({ config, db, storage, mailer, jobs }, logger);
  const close = async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once("SIGINT", close);
  process.once("SIGTERM", close);
  if (config.worker === "only") {
    // The routes are built but never listened on: ready() starts the job queue and its workers.
    await app.ready();
    log.info("Working background jobs only (WORKER=only); no HTTP.");
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  if (!config.smtpUrl) log.info(`No SMTP_URL set: e-mails are written to ${path.join(config.dataDir, "outbox")}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
