import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildMember } from "../test/factories.js";
import { redisUnreachable, TEST_REDIS_URL, testRedisNamespace } from "../test/shared-services.js";
import { startTcpProxy } from "../test/tcp-proxy.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const redisMissing = await redisUnreachable();
const FOLLOWING = "/user/follow-unfollow/follow/";

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const resource of opened.splice(0).reverse()) await resource.close();
});

/** Two instances of the app on one database and one Redis, as behind a load balancer; b may reach Redis elsewhere. */
async function twoInstances(redisUrlOfB = TEST_REDIS_URL): Promise<[TestApp, TestApp]> {
  const redisNamespace = testRedisNamespace();
  const JWT_SECRET = randomBytes(32).toString("hex");
  const a = await createTestApp({ REDIS_URL: TEST_REDIS_URL, JWT_SECRET }, { redisNamespace });
  opened.push(a);
  const b = await createTestApp({ REDIS_URL: redisUrlOfB, JWT_SECRET }, { redisNamespace, database: a.database });
  opened.push(b);
  return [a, b];
}

describe.skipIf(redisMissing)(`two instances sharing Redis${redisMissing ? ` (${redisMissing})` : ""}`, () => {
  it("refuses a deleted account's token on the other instance as soon as it hears of the deletion", async () => {
    const [a, b] = await twoInstances();
    const leaving = await buildMember(a);
    // b has seen the account: it keeps it for a few seconds unless told otherwise.
    expect((await b.app.inject({ method: "GET", url: FOLLOWING, headers: leaving.headers })).statusCode).toBe(200);

    // What deleting the account on a does: the row goes, and a announces it.
    await a.db.deleteFrom("users").where("id", "=", leaving.user.id).execute();
    a.events.publish({ type: "account.deleted", userId: leaving.user.id });

    // Within b's own 5-second keeping of the account, so only the announcement can have ended it; no tighter
    // bound, as a loaded machine delays the message without making it wrong.
    await vi.waitFor(
      async () => {
        const response = await b.app.inject({ method: "GET", url: FOLLOWING, headers: leaving.headers });
        expect(response.statusCode).toBe(401);
        expect(response.json().error).toBe("This account no longer exists.");
      },
      { timeout: 4_000, interval: 50 },
    );
  });

  it("keeps serving signed-in reads while Redis is away, and hears the other instance again once it returns", async () => {
    const target = new URL(TEST_REDIS_URL);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    opened.push(proxy);
    const viaProxy = new URL(TEST_REDIS_URL);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    const [a, b] = await twoInstances(viaProxy.toString());
    const reader = await buildMember(a);

    proxy.cut();
    await vi.waitFor(() => expect(b.redis?.client.status).not.toBe("ready"), { timeout: 1_000 });
    const whileAway = await b.app.inject({ method: "GET", url: FOLLOWING, headers: reader.headers });
    expect(whileAway.statusCode).toBe(200);

    proxy.restore();
    await vi.waitFor(() => expect(b.redis?.subscriber.status).toBe("ready"), { timeout: 5_000 });
    expect((await b.app.inject({ method: "GET", url: FOLLOWING, headers: reader.headers })).statusCode).toBe(200);
    await a.db.deleteFrom("users").where("id", "=", reader.user.id).execute();
    // Well inside the five seconds b would otherwise trust its copy of the account.
    await vi.waitFor(
      async () => {
        a.events.publish({ type: "account.deleted", userId: reader.user.id });
        const response = await b.app.inject({ method: "GET", url: FOLLOWING, headers: reader.headers });
        expect(response.statusCode).toBe(401);
      },
      { timeout: 1_500, interval: 100 },
    );
  });
});
