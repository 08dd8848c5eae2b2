// Starts the server: configuration, Redis, database and migrations, mail, storage, the job queue, then HTTP (or,
// with WORKER=only, the job workers alone); drains on SIGTERM.
import path from "node:path";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { buildApp, loggerOptions } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { openDatabase } from "./db/database.js";
import { migrateToLatest } from "./db/migrate.js";
import { createJobQueue } from "./jobs/pg-boss-queue.js";
import { createMailer } from "./mail/mailer.js";
import { createAppMetrics } from "./metrics/app-metrics.js";
import { startMetricsServer } from "./metrics/metrics-routes.js";
import { shutDownOnSignals } from "./ops/graceful-shutdown.js";
import { connectRedis, RedisUnavailableError } from "./redis/redis-connection.js";
import { createStorage } from "./storage/create-storage.js";

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

async function main(): Promise<void> {
  const config = await loadConfig({ WEB_DIST: defaultWebDist, ...process.env });
  const logger = loggerOptions(config.logLevel);
  const log = pino(logger === false || logger === true ? {} : logger);
  // First, so an instance that cannot share its state stops before touching the database.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, log, config.redisPrefix) : undefined;
  const db = openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, maxConnections: config.databasePoolMax }
      : { directory: path.join(config.dataDir, "db") },
  );
  await migrateToLatest(db);
  const storage = createStorage(config);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log });
  const jobs = createJobQueue({ db, log, runWorkers: config.worker !== "off" });
  const metrics = createAppMetrics();
  const app = await buildApp({ config, db, storage, mailer, jobs, redis, metrics }, logger);
  const metricsPort = config.metrics.port;
  const metricsServer =
    metricsPort === undefined
      ? undefined
      : await startMetricsServer(metrics, { port: metricsPort, host: config.host, token: config.metrics.token });
  shutDownOnSignals({
    app,
    timeoutMs: config.shutdownTimeoutMs,
    log,
    release: [async () => metricsServer?.close(), () => db.destroy(), async () => redis?.close()],
  });
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
  const expected = error instanceof ConfigError || error instanceof RedisUnavailableError;
  console.error(expected ? error.message : error);
  process.exit(1);
});
