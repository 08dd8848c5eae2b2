import Fastify from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterEach, describe, expect, it, vi } from "vitest";
import { perIpRateLimit } from "../accounts/account-route-options.js";
import { serverOptions } from "../app.js";
import type { App } from "../app-context.js";
import { loadConfig } from "../config.js";
import type { SharedRedis } from "../redis/redis-connection.js";
import { connectTestRedis, redisUnreachable, TEST_REDIS_URL, testRedisNamespace } from "../test/shared-services.js";
import { startTcpProxy } from "../test/tcp-proxy.js";
import { anonymousSearchLimit } from "./anonymous-search-limit.js";
import { registerErrorHandler } from "./error-handler.js";
import { RATE_LIMIT_UNAVAILABLE, registerRateLimit } from "./rate-limit.js";

const redisMissing = await redisUnreachable();

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const resource of opened.splice(0).reverse()) await resource.close();
});

/**
 * One instance's limits as the app sets them up, on a stand-in for the sign-in route: the same per-address
 * ceiling (300 a minute), a route without a ceiling beside it, and a stand-in for search with visitors' ceiling.
 */
async function instance(redis: SharedRedis | undefined, env: Record<string, string> = {}) {
  const config = await loadConfig({ DATA_DIR: "/tmp/scholarly-rate-limit-test", ...env });
  const app: App = Fastify({ logger: false, ...serverOptions(config) }).withTypeProvider<ZodTypeProvider>();
  registerErrorHandler(app);
  await registerRateLimit(app, redis);
  const signIn = vi.fn(async () => ({ message: "Login successful." }));
  app.post("/user/login/", { config: { rateLimit: perIpRateLimit.rateLimit } }, signIn);
  app.get("/user/following/", async () => ({ results: [], count: 0 }));
  app.get("/user/search/", { config: { rateLimit: anonymousSearchLimit().rateLimit } }, async () => ({ results: [] }));
  await app.ready();
  opened.push(app);
  const logIn = (from: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url: "/user/login/", remoteAddress: from, headers });
  return { app, signIn, logIn };
}

async function instanceOnRedis(namespace: string, url = TEST_REDIS_URL) {
  const redis = await connectTestRedis(namespace, url);
  opened.push(redis);
  return { ...(await instance(redis)), redis };
}

/** Sends `count` sign-in attempts from one address, alternating between the instances. */
async function attempts(
  instances: { logIn(from: string): Promise<{ statusCode: number }> }[],
  from: string,
  count: number,
) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await instances[i % instances.length]!.logIn(from)).statusCode);
  return codes;
}

describe("per-address limits in one process (no REDIS_URL)", () => {
  it("refuses the 301st sign-in attempt in a minute from one address", async () => {
    const alone = await instance(undefined);
    expect(new Set(await attempts([alone], "10.0.0.1", 300))).toEqual(new Set([200]));
    expect((await alone.logIn("10.0.0.1")).statusCode).toBe(429);
    expect((await alone.logIn("10.0.0.2")).statusCode).toBe(200);
  });

  it("counts the client a trusted proxy names, not the proxy (TRUST_PROXY)", async () => {
    const behindProxy = await instance(undefined, { TRUST_PROXY: "10.1.0.0/16" });
    const viaProxy = (client: string) => behindProxy.logIn("10.1.0.7", { "x-forwarded-for": client });
    for (let i = 0; i < 300; i++) await viaProxy("203.0.113.9");
    expect((await viaProxy("203.0.113.9")).statusCode).toBe(429);
    expect((await viaProxy("198.51.100.4")).statusCode).toBe(200);
  });

  it("counts the client a proxy one hop away names, when TRUST_PROXY is a hop count", async () => {
    const behindOneHop = await instance(undefined, { TRUST_PROXY: "1" });
    const viaProxy = (client: string) => behindOneHop.logIn("10.1.0.7", { "x-forwarded-for": `192.0.2.1, ${client}` });
    for (let i = 0; i < 300; i++) await viaProxy("203.0.113.9");
    expect((await viaProxy("203.0.113.9")).statusCode).toBe(429);
    expect((await viaProxy("198.51.100.4")).statusCode).toBe(200);
  });

  it("counts the proxy itself when it is not trusted, so a forged header buys nothing", async () => {
    const direct = await instance(undefined);
    for (let i = 0; i < 300; i++) await direct.logIn("10.1.0.8", { "x-forwarded-for": `203.0.113.${i % 250}` });
    expect((await direct.logIn("10.1.0.8", { "x-forwarded-for": "198.51.100.4" })).statusCode).toBe(429);
  });
});

describe.skipIf(redisMissing)(`per-address limits shared over Redis${redisMissing ? ` (${redisMissing})` : ""}`, () => {
  it("refuses the 301st sign-in attempt in a minute from one address, whichever instance each reaches", async () => {
    const namespace = testRedisNamespace();
    const a = await instanceOnRedis(namespace);
    const b = await instanceOnRedis(namespace);

    expect(new Set(await attempts([a, b], "10.0.0.1", 300))).toEqual(new Set([200]));

    const refused = await a.logIn("10.0.0.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/Rate limit exceeded/);
    expect((await b.logIn("10.0.0.1")).statusCode).toBe(429);
    expect((await b.logIn("10.0.0.2")).statusCode).toBe(200);
  });

  it("refuses sign-in with 503 while Redis is away, keeps answering other routes, and recovers by itself", async () => {
    const target = new URL(TEST_REDIS_URL);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    opened.push(proxy);
    const viaProxy = new URL(TEST_REDIS_URL);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    const b = await instanceOnRedis(testRedisNamespace(), viaProxy.toString());
    expect((await b.logIn("10.0.0.3")).statusCode).toBe(200);

    proxy.cut();
    await vi.waitFor(() => expect(b.redis.client.status).not.toBe("ready"), { timeout: 1_000 });
    b.signIn.mockClear();
    const refused = await b.logIn("10.0.0.3");
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ error: RATE_LIMIT_UNAVAILABLE, detail: RATE_LIMIT_UNAVAILABLE });
    expect(b.signIn).not.toHaveBeenCalled();
    expect((await b.app.inject({ method: "GET", url: "/user/following/" })).statusCode).toBe(200);
    // Visitors' search is not sign-in: it stays open, uncounted, rather than answer that sign-in is unavailable.
    expect((await b.app.inject({ method: "GET", url: "/user/search/", remoteAddress: "10.0.0.3" })).statusCode).toBe(
      200,
    );

    proxy.restore();
    await vi.waitFor(async () => expect((await b.logIn("10.0.0.3")).statusCode).toBe(200), {
      timeout: 5_000,
      interval: 200,
    });
  });

  it("refuses sign-in with 503 when Redis stops answering mid-command", async () => {
    const target = new URL(TEST_REDIS_URL);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    opened.push(proxy);
    const viaProxy = new URL(TEST_REDIS_URL);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    const b = await instanceOnRedis(testRedisNamespace(), viaProxy.toString());
    proxy.freeze();
    const started = Date.now();
    expect((await b.logIn("10.0.0.4")).statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(b.signIn).not.toHaveBeenCalled();
  });
});
