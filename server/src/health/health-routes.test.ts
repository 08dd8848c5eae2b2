import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { redisUnreachable, TEST_REDIS_URL, testRedisNamespace } from "../test/shared-services.js";
import { startTcpProxy } from "../test/tcp-proxy.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const redisMissing = await redisUnreachable();

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const resource of opened.splice(0).reverse()) await resource.close();
});

async function testApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp(env);
  opened.push(t);
  return t;
}

const get = (t: TestApp, url: string) => t.app.inject({ method: "GET", url });

describe("health probes of a working instance", () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), "scholarly-web-"));
    await writeFile(path.join(webDist, "index.html"), "<!doctype html><title>Scholarly</title>");
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it("says the process is live, and ready while the database and storage answer", async () => {
    const live = await get(t, "/health/live");
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    const ready = await get(t, "/health/ready");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok" });
    expect((await get(t, "/health")).json()).toEqual({ status: "ok" });
  });

  it("answers JSON, not the web page, for unknown paths under /health and for /metrics", async () => {
    expect((await get(t, "/some/page")).headers["content-type"]).toContain("text/html");
    for (const url of ["/health/nothing-here", "/metrics", "/metrics?format=json"]) {
      const response = await get(t, url);
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("application/json");
    }
  });
});

describe("health probes of an instance that lost a dependency", () => {
  it("answers not ready, naming the database, once the database is closed, and stays live", async () => {
    const t = await testApp();
    await t.db.destroy();
    const ready = await get(t, "/health/ready");
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "unavailable", failed: ["database"] });
    expect((await get(t, "/health")).statusCode).toBe(503);
    expect((await get(t, "/health/live")).statusCode).toBe(200);
  });

  it("answers not ready, naming storage, when the bucket cannot be reached", async () => {
    const t = await testApp({
      S3_BUCKET: "scholarly-test",
      S3_ENDPOINT: "http://127.0.0.1:1",
      S3_ACCESS_KEY_ID: "none",
      S3_SECRET_ACCESS_KEY: "none",
    });
    const ready = await get(t, "/health/ready");
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "unavailable", failed: ["storage"] });
  });
});

describe.skipIf(redisMissing)(`readiness with Redis${redisMissing ? ` (${redisMissing})` : ""}`, () => {
  it("answers not ready, naming Redis, while Redis is away, and ready again once it returns", async () => {
    const target = new URL(TEST_REDIS_URL);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    opened.push(proxy);
    const viaProxy = new URL(TEST_REDIS_URL);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    const t = await createTestApp({ REDIS_URL: viaProxy.toString() }, { redisNamespace: testRedisNamespace() });
    opened.push(t);
    expect((await get(t, "/health/ready")).json()).toEqual({ status: "ok" });

    proxy.cut();
    // Waits are generous: on a loaded machine the client notices the cut and the reconnect late, not wrongly.
    await vi.waitFor(() => expect(t.redis?.client.status).not.toBe("ready"), { timeout: 10_000 });
    const ready = await get(t, "/health/ready");
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "unavailable", failed: ["redis"] });

    proxy.restore();
    await vi.waitFor(async () => expect((await get(t, "/health/ready")).statusCode).toBe(200), {
      timeout: 20_000,
      interval: 200,
    });
  });
});
