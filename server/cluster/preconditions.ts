// What a cluster run needs from the machine (PostgreSQL, Redis, nginx), and why it cannot run when one is missing.
import { access, constants } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { redisUnreachable, TEST_REDIS_URL } from "../src/test/shared-services.js";

/** The PostgreSQL server the cluster creates its own database on (any existing database to connect to). */
export const CLUSTER_POSTGRES_URL =
  process.env.CLUSTER_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const CLUSTER_REDIS_URL = TEST_REDIS_URL;

/** nginx from NGINX, else the first on PATH or in /usr/sbin (Debian installs it there, outside a user's PATH). */
export async function findNginx(): Promise<string | undefined> {
  const candidates = process.env.NGINX
    ? [process.env.NGINX]
    : [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin"]
        .filter(Boolean)
        .map((directory) => path.join(directory, "nginx"));
  for (const candidate of candidates) {
    const executable = await access(candidate, constants.X_OK).then(
      () => true,
      () => false,
    );
    if (executable) return candidate;
  }
  return undefined;
}

export async function postgresUnreachable(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return undefined;
  } catch (error) {
    return `no PostgreSQL at ${url} (${error instanceof Error ? error.message : String(error)}); set CLUSTER_DATABASE_URL`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Why a cluster cannot be started here, or undefined when PostgreSQL, Redis and nginx are all there. */
export async function clusterUnavailable(): Promise<string | undefined> {
  const postgres = await postgresUnreachable(CLUSTER_POSTGRES_URL);
  if (postgres) return postgres;
  const redis = await redisUnreachable(CLUSTER_REDIS_URL);
  if (redis) return redis;
  if (!(await findNginx())) return "no nginx on PATH or in /usr/sbin (apt-get install nginx-light); or set NGINX";
  return undefined;
}
