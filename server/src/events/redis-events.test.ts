import { afterEach, describe, expect, it, vi } from "vitest";
import { createAppCaches } from "../app-caches.js";
import type { SharedRedis } from "../redis/redis-connection.js";
import { connectTestRedis, redisUnreachable, testRedisNamespace } from "../test/shared-services.js";
import { startTcpProxy, type TcpProxy } from "../test/tcp-proxy.js";
import type { DomainEvent, DomainEvents } from "./domain-events.js";
import { createRedisEvents } from "./redis-events.js";

const redisMissing = await redisUnreachable();
const silentLog = { error() {}, warn() {} };
const postCreated: DomainEvent = { type: "post.created", kind: "publication", postId: 7, userId: 3 };

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const resource of opened.splice(0).reverse()) await resource.close();
});

/** One instance's side of the transport: its own Redis connections, as a separate process would have. */
async function instance(namespace: string, url?: string): Promise<{ redis: SharedRedis; events: DomainEvents }> {
  const redis = await connectTestRedis(namespace, url);
  opened.push(redis);
  const events = await createRedisEvents(redis, silentLog);
  opened.push(events);
  return { redis, events };
}

async function proxyToRedis(): Promise<TcpProxy> {
  const target = new URL(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
  opened.push(proxy);
  return proxy;
}

function proxiedUrl(proxy: TcpProxy): string {
  const url = new URL(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");
  url.hostname = "127.0.0.1";
  url.port = String(proxy.port);
  return url.toString();
}

describe.skipIf(redisMissing)(
  `domain events between instances over Redis${redisMissing ? ` (${redisMissing})` : ""}`,
  () => {
    it("delivers an event to the other instance's listeners, and once to the publisher's own", async () => {
      const namespace = testRedisNamespace();
      const a = await instance(namespace);
      const b = await instance(namespace);
      const seenByA = vi.fn();
      const seenByB = vi.fn();
      a.events.subscribe("post.created", seenByA);
      b.events.subscribe("post.created", seenByB);

      a.events.publish(postCreated);

      expect(seenByA).toHaveBeenCalledExactlyOnceWith(postCreated);
      await vi.waitFor(() => expect(seenByB).toHaveBeenCalledExactlyOnceWith(postCreated), { timeout: 1_000 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seenByA).toHaveBeenCalledTimes(1);
    });

    it("empties the other instance's feed cache within a second of a post being published", async () => {
      const namespace = testRedisNamespace();
      const a = await instance(namespace);
      const b = await instance(namespace);
      const feedOfB = createAppCaches(b.events).feedPages;
      feedOfB.set("/user/publication/home/|page=1|10|", "[cached page]");

      a.events.publish(postCreated);

      await vi.waitFor(() => expect(feedOfB.size).toBe(0), { timeout: 1_000 });
    });

    it("drops a deleted account from the other instance's account cache within a second", async () => {
      const namespace = testRedisNamespace();
      const a = await instance(namespace);
      const b = await instance(namespace);
      const accountsOfB = createAppCaches(b.events).accounts;
      accountsOfB.set(42, { id: 42, email: "leaving@example.org", emailVerified: true });
      accountsOfB.set(43, { id: 43, email: "staying@example.org", emailVerified: true });

      a.events.publish({ type: "account.deleted", userId: 42 });

      await vi.waitFor(() => expect(accountsOfB.has(42)).toBe(false), { timeout: 1_000 });
      expect(accountsOfB.has(43)).toBe(true);
    });

    it("keeps deployments with different namespaces apart", async () => {
      const a = await instance(testRedisNamespace());
      const b = await instance(testRedisNamespace());
      const seenByB = vi.fn();
      b.events.subscribe("post.created", seenByB);
      a.events.publish(postCreated);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(seenByB).not.toHaveBeenCalled();
    });

    it("while Redis is away, still tells its own listeners, and receives others' events again once it returns", async () => {
      const namespace = testRedisNamespace();
      const proxy = await proxyToRedis();
      const a = await instance(namespace);
      const b = await instance(namespace, proxiedUrl(proxy));
      const seenByB = vi.fn();
      b.events.subscribe(["post.created", "post.deleted"], seenByB);

      proxy.cut();
      await vi.waitFor(() => expect(b.redis.subscriber.status).not.toBe("ready"), { timeout: 1_000 });
      expect(() => b.events.publish(postCreated)).not.toThrow();
      expect(seenByB).toHaveBeenCalledExactlyOnceWith(postCreated);

      proxy.restore();
      await vi.waitFor(() => expect(b.redis.subscriber.status).toBe("ready"), { timeout: 5_000 });
      const deleted: DomainEvent = { type: "post.deleted", kind: "video", postId: 9, userId: 3 };
      // Resubscribing follows the reconnect by a round trip; publish until the event gets through.
      await vi.waitFor(
        () => {
          a.events.publish(deleted);
          expect(seenByB).toHaveBeenCalledWith(deleted);
        },
        { timeout: 3_000, interval: 100 },
      );
    });
  },
);
