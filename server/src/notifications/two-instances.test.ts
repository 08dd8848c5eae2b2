import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { waitUntilIdle } from "../test/job-states.js";
import { notificationArrives, notificationsOf } from "../test/notifications.js";
import { redisUnreachable, TEST_REDIS_URL, testRedisNamespace } from "../test/shared-services.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { waitFor } from "../test/wait-for.js";
import { emailJob, notifyJob } from "./notification-jobs.js";

const redisMissing = await redisUnreachable();

describe.skipIf(redisMissing)(`notifications on two instances${redisMissing ? ` (${redisMissing})` : ""}`, () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const redisNamespace = testRedisNamespace();
    const JWT_SECRET = randomBytes(32).toString("hex");
    a = await createTestApp({ REDIS_URL: TEST_REDIS_URL, JWT_SECRET }, { redisNamespace });
    b = await createTestApp({ REDIS_URL: TEST_REDIS_URL, JWT_SECRET }, { redisNamespace, database: a.database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("notify and e-mail once, though both instances hear the event, and show on either", async () => {
    const [ada, charles] = [await buildMember(a), await buildMember(a)];
    await b.app.inject({
      method: "PATCH",
      url: "/user/notifications/settings/",
      headers: ada.headers,
      payload: { email_on_follow: true },
    });
    await a.app.inject({
      method: "POST",
      url: "/user/follow-unfollow/follow/",
      headers: charles.headers,
      payload: { id: ada.profile.id },
    });
    await notificationArrives(b, ada.headers, "follow");
    const mails = async () => (await a.mailsTo(ada.user.email)).length + (await b.mailsTo(ada.user.email)).length;
    await waitFor("the e-mail", async () => (await mails()) === 1);
    for (const kind of [notifyJob, emailJob]) await waitUntilIdle(a.db, kind);
    expect(await notificationsOf(a, ada.headers)).toHaveLength(1);
    expect(await mails()).toBe(1);
    const unread = await b.app.inject({
      method: "GET",
      url: "/user/notifications/unread-count/",
      headers: ada.headers,
    });
    expect(unread.json()).toEqual({ unread: 1 });
  });
});
