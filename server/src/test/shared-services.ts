// The Redis that multi-instance tests share, and how they say why they skip when there is none.
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { connectRedis, type SharedRedis } from "../redis/redis-connection.js";

export const TEST_REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

const silent = { info() {}, warn() {} };

/** Why Redis cannot be used (printed once), or undefined when it answers a PING. */
export async function redisUnreachable(url = TEST_REDIS_URL): Promise<string | undefined> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  let lastError: Error | undefined;
  probe.on("error", (error: Error) => {
    lastError = error;
  });
  try {
    await probe.connect();
    await probe.ping();
    return undefined;
  } catch (error) {
    const why = lastError?.message ?? (error instanceof Error ? error.message : String(error));
    const reason = `no Redis at ${url} (${why}); set REDIS_URL to run them`;
    console.warn(`Skipping tests that need Redis: ${reason}`);
    return reason;
  } finally {
    probe.disconnect();
  }
}

/** A namespace of its own, so test files running at once never see each other's events or counters. */
export function testRedisNamespace(): string {
  return `scholarly-test:${randomBytes(4).toString("hex")}:`;
}

export function connectTestRedis(namespace: string, url = TEST_REDIS_URL): Promise<SharedRedis> {
  return connectRedis(url, silent, namespace);
}
