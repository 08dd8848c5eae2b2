// What /metrics reports, in Prometheus's format: requests per route, latency, server errors, the database
// pool, cache hit ratios, and the job queues a jobs module registers.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { App } from "../app-context.js";
import type { CacheLookups } from "../cache/loading-cache.js";
import { type Db, poolUse } from "../db/database.js";

/** A job queue as a jobs module reports it, read on every scrape. */
export interface JobQueueStats {
  /** Jobs waiting to run. */
  waiting: number;
  /** Jobs running now. */
  running: number;
  /** Jobs that have failed since the process started (a count that only grows). */
  failed: number;
}

export interface AppMetrics {
  registry: Registry;
  /** Counts every answer of `app` by method, route pattern and status, with its latency. */
  observeRequests(app: App): void;
  /** Reports each cache's lookups, hit ratio and size under its name. */
  watchCaches(caches: Record<string, { lookups: CacheLookups; size: number }>): void;
  /** Reports the PostgreSQL pool's connections; nothing for PGlite. */
  watchDatabase(db: Db): void;
  /** For a jobs module: `stats` is read on each scrape; a queue registered twice replaces the first. */
  registerJobQueue(queue: string, stats: () => JobQueueStats | Promise<JobQueueStats>): void;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Answers without a route (404s, probes for random paths) share one label, so they cannot grow the series. */
const UNMATCHED_ROUTE = "unmatched";

export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: "scholarly_http_requests_total",
    help: "HTTP answers sent, by method, route pattern and status code.",
    labelNames: ["method", "route", "status_code"] as const,
    registers,
  });
  const latency = new Histogram({
    name: "scholarly_http_request_duration_seconds",
    help: "Time from request to answer, by method, route pattern and status code.",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const serverErrors = new Counter({
    name: "scholarly_http_server_errors_total",
    help: "HTTP answers with a 5xx status, by method and route pattern.",
    labelNames: ["method", "route"] as const,
    registers,
  });

  const watchedCaches = new Map<string, { lookups: CacheLookups; size: number }>();
  new Counter({
    name: "scholarly_cache_lookups_total",
    help: "Cache lookups since start, by cache and result (hit or miss).",
    labelNames: ["cache", "result"] as const,
    registers,
    collect() {
      this.reset();
      for (const [cache, { lookups }] of watchedCaches) {
        this.inc({ cache, result: "hit" }, lookups.hits);
        this.inc({ cache, result: "miss" }, lookups.misses);
      }
    },
  });
  new Gauge({
    name: "scholarly_cache_hit_ratio",
    help: "Share of a cache's lookups since start answered from the cache.",
    labelNames: ["cache"] as const,
    registers,
    collect() {
      for (const [cache, { lookups }] of watchedCaches) {
        const total = lookups.hits + lookups.misses;
        this.set({ cache }, total === 0 ? 0 : lookups.hits / total);
      }
    },
  });
  new Gauge({
    name: "scholarly_cache_entries",
    help: "Entries a cache holds now.",
    labelNames: ["cache"] as const,
    registers,
    collect() {
      for (const [cache, watched] of watchedCaches) this.set({ cache }, watched.size);
    },
  });

  const jobQueues = new Map<string, () => JobQueueStats | Promise<JobQueueStats>>();
  const readJobQueues = async () =>
    Promise.all([...jobQueues].map(async ([queue, stats]) => ({ queue, ...(await stats()) })));
  new Gauge({
    name: "scholarly_job_queue_jobs",
    help: "Jobs in a queue, by queue and state (waiting or running).",
    labelNames: ["queue", "state"] as const,
    registers,
    async collect() {
      for (const { queue, waiting, running } of await readJobQueues()) {
        this.set({ queue, state: "waiting" }, waiting);
        this.set({ queue, state: "running" }, running);
      }
    },
  });
  new Counter({
    name: "scholarly_job_failures_total",
    help: "Jobs that failed since start, by queue.",
    labelNames: ["queue"] as const,
    registers,
    async collect() {
      this.reset();
      for (const { queue, failed } of await readJobQueues()) this.inc({ queue }, failed);
    },
  });

  return {
    registry,
    observeRequests(app) {
      app.addHook("onResponse", async (request, reply) => {
        const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
        const labels = { method: request.method, route, status_code: String(reply.statusCode) };
        requests.inc(labels);
        latency.observe(labels, reply.elapsedTime / 1000);
        if (reply.statusCode >= 500) serverErrors.inc({ method: request.method, route });
      });
    },
    watchCaches(caches) {
      for (const [name, cache] of Object.entries(caches)) watchedCaches.set(name, cache);
    },
    watchDatabase(db) {
      if (!poolUse(db)) return;
      new Gauge({
        name: "scholarly_db_pool_connections",
        help: "PostgreSQL pool connections, by state (busy, idle) and the pool's maximum (max).",
        labelNames: ["state"] as const,
        registers,
        collect() {
          const use = poolUse(db);
          if (!use) return;
          this.set({ state: "busy" }, use.open - use.idle);
          this.set({ state: "idle" }, use.idle);
          this.set({ state: "max" }, use.max);
        },
      });
      new Gauge({
        name: "scholarly_db_pool_waiting_queries",
        help: "Queries waiting for a PostgreSQL pool connection.",
        registers,
        collect() {
          this.set(poolUse(db)?.waiting ?? 0);
        },
      });
    },
    registerJobQueue(queue, stats) {
      jobQueues.set(queue, stats);
    },
  };
}
