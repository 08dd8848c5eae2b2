// Probes for orchestrators and load balancers: is the process up (live), can it serve (ready), and the older /health.
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database.js";
import { sendError } from "../http/error-handler.js";
import type { SharedRedis } from "../redis/redis-connection.js";
import type { Storage } from "../storage/storage.js";

/** A dependency that does not answer within this long counts as down: a probe must answer before its own timeout. */
const CHECK_TIMEOUT_MS = 2_000;

export type Dependency = "database" | "redis" | "storage";

interface HealthDeps {
  db: Db;
  storage: Storage;
  redis: SharedRedis | undefined;
}

function withinTimeout(check: () => Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error("no answer in time")), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check(), timeout]).finally(() => clearTimeout(timer));
}

/** The dependencies that did not answer, checked together. */
export async function unavailableDependencies({ db, storage, redis }: HealthDeps): Promise<Dependency[]> {
  const checks = new Map<Dependency, () => Promise<unknown>>();
  checks.set("database", () => db.selectFrom("users").select("id").limit(1).execute());
  if (redis) checks.set("redis", () => redis.client.ping());
  checks.set("storage", () => storage.ping());
  const names = [...checks.keys()];
  const results = await Promise.allSettled([...checks.values()].map(withinTimeout));
  return names.filter((_name, index) => results[index]?.status === "rejected");
}

export function registerHealthRoutes(app: FastifyInstance, deps: HealthDeps): void {
  const hidden = { schema: { hide: true } };

  // Kept as it was for the probes already pointed at it: the database only.
  app.get("/health", hidden, async (_request, reply) => {
    try {
      await deps.db.selectFrom("users").select("id").limit(1).execute();
      return { status: "ok" };
    } catch {
      return sendError(reply, 503, "The database is not ready.");
    }
  });

  /** The process answers; restarting it would not help with anything else. */
  app.get("/health/live", hidden, async () => ({ status: "ok" }));

  /** Everything a request may need answers; a load balancer sends no traffic here while it does not. */
  app.get("/health/ready", hidden, async (_request, reply) => {
    const failed = await unavailableDependencies(deps);
    if (failed.length === 0) return { status: "ok" };
    return reply.status(503).send({ status: "unavailable", failed });
  });
}
