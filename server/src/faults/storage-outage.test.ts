// The S3 store becomes unreachable under a running app (its connections cut through a TCP proxy): uploads answer
// 503 saying so and leave no row behind, reads of everything else keep working, and uploads work again after.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORAGE_UNAVAILABLE } from "../storage/storage.js";
import { buildMember } from "../test/factories.js";
import { fakeS3Credentials, startFakeS3 } from "../test/fake-s3.js";
import { publicationForm } from "../test/forms.js";
import { buildPublication } from "../test/publication-factories.js";
import { startTcpProxy, type TcpProxy } from "../test/tcp-proxy.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const PUBLICATIONS = "/user/publication/publication/";

describe("an unreachable S3 store", () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startFakeS3();
    const { hostname, port } = new URL(s3.endpoint);
    proxy = await startTcpProxy({ host: hostname, port: Number(port) });
    t = await createTestApp({ ...fakeS3Credentials, S3_ENDPOINT: `http://127.0.0.1:${proxy.port}` });
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
    await s3.close();
  });

  it("answers uploads 503 with a clear message and stores no row, while reads keep working", async () => {
    const member = await buildMember(t);
    await buildPublication(t, { user_id: member.user.id, title: "Already published" });
    const upload = () =>
      t.app.inject({ method: "POST", url: PUBLICATIONS, headers: member.headers, payload: publicationForm() });

    proxy.cut();
    const refused = await upload();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toBe(STORAGE_UNAVAILABLE);
    const own = await t.app.inject({ method: "GET", url: PUBLICATIONS, headers: member.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json().results.map((publication: { title: string }) => publication.title)).toEqual([
      "Already published",
    ]);
    const feed = await t.app.inject({ method: "GET", url: "/user/publication/home/", headers: member.headers });
    expect(feed.statusCode).toBe(200);

    proxy.restore();
    expect((await upload()).statusCode).toBe(201);
  });
});
