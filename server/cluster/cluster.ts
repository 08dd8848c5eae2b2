// Several app instances as in production: separate processes on one fresh PostgreSQL database, one Redis (a
// prefix of their own), one S3-compatible store (s3rver, in this process), behind nginx on a loopback port.
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Db, openDatabase } from "../src/db/database.js";
import { outboxDirectory } from "../src/mail/mailer.js";
import { fakeS3Credentials, startFakeS3 } from "../src/test/fake-s3.js";
import { administer, databaseUrl } from "../src/test/postgres-admin.js";
import { freePort } from "./free-port.js";
import { type Instance, startInstance } from "./instance.js";
import { type Nginx, startNginx } from "./nginx.js";
import { CLUSTER_POSTGRES_URL, CLUSTER_REDIS_URL, findNginx } from "./preconditions.js";

export const METRICS_TOKEN = "cluster-metrics-token";

export interface Cluster {
  /** nginx, balancing round robin over the instances. */
  origin: string;
  instances: Instance[];
  /** The cluster's database, for checks; stays open after the instances stop. */
  db: Db;
  /** The code in the latest verification e-mail to `email`, whichever instance sent it. */
  latestCode(email: string): Promise<string>;
  /** SIGTERM to every instance at once; their exit codes. */
  stopInstances(): Promise<(number | null)[]>;
  /** Everything the processes printed, to read when something failed. */
  logs(): string;
  /** Stops (or kills) every process, drops the database and removes every temporary file. */
  close(): Promise<void>;
}

export interface ClusterOptions {
  instances?: number;
  /** Settings for every instance on top of the cluster's own. */
  env?: NodeJS.ProcessEnv;
}

async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `scholarly_cluster_${randomBytes(6).toString("hex")}`;
  await administer(CLUSTER_POSTGRES_URL, `CREATE DATABASE ${name}`);
  return {
    url: databaseUrl(CLUSTER_POSTGRES_URL, name),
    drop: () => administer(CLUSTER_POSTGRES_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Undoes what was started so far, last first, whatever fails on the way. */
class CleanUp {
  private readonly steps: Array<() => Promise<unknown>> = [];
  add(step: () => Promise<unknown>): void {
    this.steps.push(step);
  }
  async run(): Promise<void> {
    for (const step of this.steps.splice(0).reverse()) await step().catch((error) => console.error(error));
  }
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.instances ?? 2;
  const nginxBinary = await findNginx();
  if (!nginxBinary) throw new Error("nginx is not installed");
  const cleanUp = new CleanUp();
  const instances: Instance[] = [];
  let nginx: Nginx | undefined;
  const logs = () => [...instances.map((instance) => instance.log.text()), nginx?.log.text() ?? ""].join("\n");
  try {
    const database = await createDatabase();
    cleanUp.add(database.drop);
    const s3 = await startFakeS3();
    cleanUp.add(s3.close);
    const workDirectory = await mkdtemp(path.join(tmpdir(), "scholarly-cluster-"));
    cleanUp.add(() => rm(workDirectory, { recursive: true, force: true }));
    const ports = await Promise.all(Array.from({ length: count }, freePort));
    nginx = await startNginx(nginxBinary, ports);
    cleanUp.add(nginx.stop);
    const shared: NodeJS.ProcessEnv = {
      NODE_ENV: "production",
      PUBLIC_URL: nginx.origin,
      JWT_SECRET: randomBytes(32).toString("hex"),
      DATABASE_URL: database.url,
      REDIS_URL: CLUSTER_REDIS_URL,
      REDIS_PREFIX: `scholarly-cluster-${randomBytes(4).toString("hex")}:`,
      ...fakeS3Credentials,
      S3_ENDPOINT: s3.endpoint,
      // nginx is the one hop in front: the instances see the client's address, not nginx's.
      TRUST_PROXY: "1",
      METRICS_TOKEN,
      WEB_DIST: "",
      LOG_LEVEL: "warn",
      SHUTDOWN_TIMEOUT_S: "10",
      ...options.env,
    };
    const start = async (index: number) => {
      const instance = await startInstance(`instance-${index + 1}`, ports[index] ?? 0, {
        ...shared,
        DATA_DIR: path.join(workDirectory, `instance-${index + 1}`),
      });
      instances[index] = instance;
      cleanUp.add(instance.kill);
    };
    // The first migrates the new database; the others then start together, as in a rolling deploy.
    await start(0);
    await Promise.all(Array.from({ length: count - 1 }, (_, index) => start(index + 1)));
    const db = openDatabase({ url: database.url });
    cleanUp.add(() => db.destroy());
    const outboxes = instances.map((_, index) => outboxDirectory(path.join(workDirectory, `instance-${index + 1}`)));
    return {
      origin: nginx.origin,
      instances,
      db,
      latestCode: (email) => latestCode(outboxes, email),
      stopInstances: () => Promise.all(instances.map((instance) => instance.stop())),
      logs,
      close: () => cleanUp.run(),
    };
  } catch (error) {
    const printed = logs();
    await cleanUp.run();
    throw new Error(`The cluster did not start: ${String(error)}\n${printed}`);
  }
}

/** Mails arrive as .eml files in each instance's outbox; the newest to `email` holds the code. */
async function latestCode(outboxes: string[], email: string): Promise<string> {
  const found: { name: string; text: string }[] = [];
  for (const outbox of outboxes) {
    for (const name of await readdir(outbox).catch(() => [] as string[])) {
      if (!name.endsWith(".eml")) continue;
      const text = await readFile(path.join(outbox, name), "utf8");
      if (text.includes(`To: ${email}`)) found.push({ name, text });
    }
  }
  found.sort((a, b) => a.name.localeCompare(b.name));
  const code = found.at(-1)?.text.match(/verification code is (\d{6})/)?.[1];
  if (!code) throw new Error(`No verification code was mailed to ${email}`);
  return code;
}
