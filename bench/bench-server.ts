// The server under test, run as a child process of the bench so it has a core of its own. It is the real
// app from buildApp plus three baseline routes that exist only here: hello-world, a JWT check without DB, and
// one database round trip.
import path from "node:path";
import { createTokenSigner } from "@scholarly/server/accounts/tokens";
import { buildApp } from "@scholarly/server/app";
import { createAppCaches } from "@scholarly/server/app-caches";
import { loadConfig } from "@scholarly/server/config";
import { openDatabase } from "@scholarly/server/db/database";
import { migrateToLatest } from "@scholarly/server/db/migrate";
import { createLocalEvents } from "@scholarly/server/events/local-events";
import { createJobQueue } from "@scholarly/server/jobs/pg-boss-queue";
import { createMailer } from "@scholarly/server/mail/mailer";
import { createStorage } from "@scholarly/server/storage/create-storage";
import { sql } from "kysely";
import pino from "pino";
import { DB_FLOOR_PATH, HELLO_PATH, TOKEN_ONLY_PATH } from "./scenarios.js";

async function main(): Promise<void> {
  const config = await loadConfig({ ...process.env, LOG_LEVEL: "silent" });
  const db = openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { directory: path.join(config.dataDir, "db") },
  );
  await migrateToLatest(db);
  const log = pino({ level: "silent" });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log });
  // Background jobs run in the served process, as with the default WORKER=both.
  const jobs = createJobQueue({ db, log, runWorkers: config.worker !== "off" });
  const app = await buildApp({ config, db, storage: createStorage(config), mailer, jobs });
  // Verified as the app verifies: through the same kind of cache of verified access tokens.
  const tokens = createTokenSigner(config.jwtSecret, createAppCaches(createLocalEvents(log)).verifiedTokens);

  app.get(HELLO_PATH, async () => ({ hello: "world" }));
  app.get(DB_FLOOR_PATH, async () => (await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows[0]);
  app.get(TOKEN_ONLY_PATH, async (request, reply) => {
    const token = request.headers.authorization?.replace(/^Bearer\s+/i, "") ?? "";
    const claims = await tokens.verify(token, "access");
    if (!claims) return reply.status(401).send({ error: "Invalid token." });
    return { user: claims.userId };
  });

  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  process.send?.({ port });
  process.once("disconnect", async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
