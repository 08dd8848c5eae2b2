import Fastify from "fastify";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.js";
import { buildMember } from "../test/factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { createAppMetrics } from "./app-metrics.js";
import { registerMetricsRoute, startMetricsServer } from "./metrics-routes.js";

const METRICS_TOKEN = "metrics-token-for-tests-0123456789";
const scrapeHeaders = { authorization: `Bearer ${METRICS_TOKEN}` };

const postgresUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const postgresMissing = await (async () => {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    const reason = `no PostgreSQL at ${postgresUrl} (${error instanceof Error ? error.message : String(error)})`;
    console.warn(`Skipping tests that need PostgreSQL: ${reason}; set DATABASE_URL to run them`);
    return reason;
  } finally {
    await client.end().catch(() => undefined);
  }
})();

/** The value of one sample line, e.g. `scholarly_http_requests_total{method="GET",...}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("GET /metrics on the app's port, with METRICS_TOKEN set", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.app.inject({ method: "GET", url: "/metrics", headers: scrapeHeaders });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it("refuses a scrape without the token, or with another, with 401", async () => {
    const without = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(without.statusCode).toBe(401);
    expect(without.headers["www-authenticate"]).toContain("Bearer");
    const wrong = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: "Bearer nope" } });
    expect(wrong.statusCode).toBe(401);
  });

  it("answers in Prometheus's text format, with the process's own metrics", async () => {
    const response = await t.app.inject({ method: "GET", url: "/metrics", headers: scrapeHeaders });
    expect(response.headers["content-type"]).toContain("text/plain");
    expect(response.body).toContain("# TYPE scholarly_http_requests_total counter");
    expect(response.body).toContain("process_cpu_user_seconds_total");
  });

  it("counts requests and their latency by route pattern, never by raw URL", async () => {
    const member = await buildMember(t);
    for (let i = 0; i < 3; i++) {
      await t.app.inject({ method: "GET", url: "/user/follow-unfollow/follow/", headers: member.headers });
    }
    await t.app.inject({ method: "GET", url: "/media/image/00000000-0000-4000-8000-000000000001.png" });
    await t.app.inject({ method: "GET", url: "/no/such/page-4711?x=1" });
    const text = await scrape();

    const follows = 'method="GET",route="/user/follow-unfollow/follow/",status_code="200"';
    expect(sample(text, `scholarly_http_requests_total{${follows}}`)).toBe(3);
    expect(sample(text, `scholarly_http_request_duration_seconds_count{${follows}}`)).toBe(3);
    expect(sample(text, `scholarly_http_request_duration_seconds_bucket{le="+Inf",${follows}}`)).toBe(3);
    expect(sample(text, 'scholarly_http_requests_total{method="GET",route="/media/*",status_code="404"}')).toBe(1);
    expect(sample(text, 'scholarly_http_requests_total{method="GET",route="unmatched",status_code="404"}')).toBe(1);
    expect(text).not.toContain("00000000-0000-4000-8000-000000000001");
    expect(text).not.toContain("page-4711");
  });

  it("reports the hit ratio of the caches: a member's second request finds their account cached", async () => {
    const member = await buildMember(t);
    const before = sample(await scrape(), 'scholarly_cache_lookups_total{cache="accounts",result="hit"}') ?? 0;
    await t.app.inject({ method: "GET", url: "/user/follow-unfollow/follow/", headers: member.headers });
    await t.app.inject({ method: "GET", url: "/user/follow-unfollow/follow/", headers: member.headers });
    const text = await scrape();
    expect(sample(text, 'scholarly_cache_lookups_total{cache="accounts",result="hit"}')).toBe(before + 1);
    expect(sample(text, 'scholarly_cache_hit_ratio{cache="accounts"}')).toBeGreaterThan(0);
    expect(sample(text, 'scholarly_cache_entries{cache="feedPages"}')).toBe(0);
  });

  it("counts answers with a 5xx status per route", async () => {
    await t.db.destroy();
    expect((await t.app.inject({ method: "GET", url: "/health/ready" })).statusCode).toBe(503);
    const text = await scrape();
    expect(sample(text, 'scholarly_http_server_errors_total{method="GET",route="/health/ready"}')).toBe(1);
  });
});

describe("where /metrics is served", () => {
  it("is a 404 on the app's port when no METRICS_TOKEN is set", async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({ method: "GET", url: "/metrics" });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toContain("No route");
    } finally {
      await t.close();
    }
  });

  it("is not on the app's port when METRICS_PORT is set, token or not", async () => {
    const app = Fastify();
    registerMetricsRoute(app, createAppMetrics(), { token: METRICS_TOKEN, port: 9464 });
    expect((await app.inject({ method: "GET", url: "/metrics", headers: scrapeHeaders })).statusCode).toBe(404);
    await app.close();
  });

  it("is served on METRICS_PORT, asking for the token there when one is set", async () => {
    const metrics = createAppMetrics();
    const open = await startMetricsServer(metrics, { port: 0, host: "127.0.0.1", token: undefined });
    const guarded = await startMetricsServer(metrics, { port: 0, host: "127.0.0.1", token: METRICS_TOKEN });
    try {
      const scraped = await fetch(`http://127.0.0.1:${open.port}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain("scholarly_http_requests_total");
      expect((await fetch(`http://127.0.0.1:${open.port}/health`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${guarded.port}/metrics`)).status).toBe(401);
      const withToken = await fetch(`http://127.0.0.1:${guarded.port}/metrics`, { headers: scrapeHeaders });
      expect(withToken.status).toBe(200);
    } finally {
      await open.close();
      await guarded.close();
    }
  });
});

describe("metrics a module registers", () => {
  it("reports a job queue's depth and failures, read at each scrape", async () => {
    const metrics = createAppMetrics();
    let failed = 2;
    metrics.registerJobQueue("thumbnails", () => ({ waiting: 3, running: 1, failed }));
    let text = await metrics.registry.metrics();
    expect(sample(text, 'scholarly_job_queue_jobs{queue="thumbnails",state="waiting"}')).toBe(3);
    expect(sample(text, 'scholarly_job_queue_jobs{queue="thumbnails",state="running"}')).toBe(1);
    expect(sample(text, 'scholarly_job_failures_total{queue="thumbnails"}')).toBe(2);
    failed = 5;
    text = await metrics.registry.metrics();
    expect(sample(text, 'scholarly_job_failures_total{queue="thumbnails"}')).toBe(5);
  });
});

describe("the embedded database", () => {
  it("reports nothing of a pool for the embedded database", async () => {
    const db = openDatabase({ memory: true });
    try {
      const metrics = createAppMetrics();
      metrics.watchDatabase(db);
      expect(await metrics.registry.metrics()).not.toContain("scholarly_db_pool");
    } finally {
      await db.destroy();
    }
  });
});

describe.skipIf(postgresMissing)(`the PostgreSQL pool${postgresMissing ? ` (${postgresMissing})` : ""}`, () => {
  it("reports its busy, idle and maximum connections and the queries waiting", async () => {
    const db = openDatabase({ url: postgresUrl });
    try {
      const metrics = createAppMetrics();
      metrics.watchDatabase(db);
      await sql`SELECT 1`.execute(db);
      const text = await metrics.registry.metrics();
      expect(sample(text, 'scholarly_db_pool_connections{state="max"}')).toBe(20);
      expect(sample(text, 'scholarly_db_pool_connections{state="idle"}')).toBe(1);
      expect(sample(text, 'scholarly_db_pool_connections{state="busy"}')).toBe(0);
      expect(sample(text, "scholarly_db_pool_waiting_queries")).toBe(0);
    } finally {
      await db.destroy();
    }
  });
});
