// The connection to PostgreSQL is cut under a running app (through a TCP proxy; the shared server is never
// stopped): requests answer 503 saying so while it is away, and succeed again once it is back, with no restart.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DATABASE_UNAVAILABLE } from "../db/database-unavailable.js";
import { buildMember } from "../test/factories.js";
import { createDatabaseBehind, postgresAddress, postgresUnreachable } from "../test/postgres-server.js";
import { startTcpProxy, type TcpProxy } from "../test/tcp-proxy.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import type { TestDatabase } from "../test/test-database.js";

const postgresMissing = await postgresUnreachable();
const FOLLOWING = "/user/follow-unfollow/follow/";

describe.skipIf(postgresMissing)(`a PostgreSQL outage${postgresMissing ? ` (${postgresMissing})` : ""}`, () => {
  let proxy: TcpProxy;
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    proxy = await startTcpProxy(postgresAddress());
    database = await createDatabaseBehind(proxy);
    t = await createTestApp({}, { database });
  });
  afterAll(async () => {
    proxy.restore();
    await t?.close();
    await database?.drop();
    await proxy?.close();
  });

  it("answers 503 with a clear message while the database is away, and serves again once it is back", async () => {
    const member = await buildMember(t);
    const signedInRead = () => t.app.inject({ method: "GET", url: FOLLOWING, headers: member.headers });
    const publicRead = () => t.app.inject({ method: "GET", url: `/feeds/${member.profile.id}.atom` });
    expect((await signedInRead()).statusCode).toBe(200);

    proxy.cut();
    for (const read of [signedInRead, publicRead]) {
      const response = await read();
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe(DATABASE_UNAVAILABLE);
    }

    proxy.restore();
    await vi.waitFor(async () => expect((await signedInRead()).statusCode).toBe(200), { timeout: 5_000 });
    expect((await publicRead()).statusCode).toBe(200);
  });
});
