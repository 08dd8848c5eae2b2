// Redis goes away under a running app (its connections cut through a TCP proxy): sign-in and one-time codes are
// refused with 503 (never counted nowhere), reads and the feed keep working, and all recovers by itself.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RATE_LIMIT_UNAVAILABLE } from "../http/rate-limit.js";
import { buildSignedUpUser } from "../test/account-factories.js";
import { buildMember, DEFAULT_PASSWORD } from "../test/factories.js";
import { redisUnreachable, TEST_REDIS_URL } from "../test/shared-services.js";
import { startTcpProxy, type TcpProxy } from "../test/tcp-proxy.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const redisMissing = await redisUnreachable();

describe.skipIf(redisMissing)(`a Redis outage${redisMissing ? ` (${redisMissing})` : ""}`, () => {
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    const target = new URL(TEST_REDIS_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const viaProxy = new URL(TEST_REDIS_URL);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    t = await createTestApp({ REDIS_URL: viaProxy.toString() });
  });
  afterAll(async () => {
    proxy?.restore();
    await t?.close();
    await proxy?.close();
  });

  it("refuses sign-in and codes with 503, keeps reads and the feed working, and recovers by itself", async () => {
    const member = await buildMember(t);
    const newcomer = await buildSignedUpUser(t);
    const post = (url: string, payload: object, headers = {}) =>
      t.app.inject({ method: "POST", url, payload, headers });
    const logIn = () => post("/user/login/", { email: member.user.email, password: DEFAULT_PASSWORD });
    expect((await logIn()).statusCode).toBe(200);

    proxy.cut();
    await vi.waitFor(() => expect(t.redis?.client.status).not.toBe("ready"), { timeout: 2_000 });
    for (const refused of [
      await logIn(),
      await post("/user/resend-otp/", { email: newcomer.email }),
      await post("/user/verify-otp/", { email: newcomer.email, otp: "123456" }, newcomer.headers),
    ]) {
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error).toBe(RATE_LIMIT_UNAVAILABLE);
    }
    for (const url of ["/user/publication/home/", "/user/follow-unfollow/follow/", "/user/profile/create-profile/"]) {
      expect((await t.app.inject({ method: "GET", url, headers: member.headers })).statusCode, url).toBe(200);
    }

    proxy.restore();
    await vi.waitFor(async () => expect((await logIn()).statusCode).toBe(200), { timeout: 10_000, interval: 200 });
  });
});
