import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaUrl } from "../storage/media-url.js";
import { fakeS3Credentials, startFakeS3 } from "../test/fake-s3.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const KEY = "video/11111111-2222-4333-8444-555555555555.mp4";
const BYTES = Buffer.from("0123456789abcdefghij");

async function localApp() {
  return { t: await createTestApp(), stop: async () => undefined };
}

async function s3App() {
  const fake = await startFakeS3();
  return { t: await createTestApp({ ...fakeS3Credentials, S3_ENDPOINT: fake.endpoint }), stop: fake.close };
}

describe.each([
  ["local disk", localApp],
  ["an S3 bucket", s3App],
])("files under /media/ served from %s", (_name, start) => {
  let t: TestApp;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ t, stop } = await start());
    await t.storage.put(KEY, Readable.from([BYTES]), "video/mp4");
  });
  afterAll(async () => {
    await t.close();
    await stop();
  });

  it("come with their stored content type, and browsers may not guess another", async () => {
    const response = await t.app.inject({ method: "GET", url: mediaUrl(KEY) });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("video/mp4");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["accept-ranges"]).toBe("bytes");
    expect(response.rawPayload.equals(BYTES)).toBe(true);
  });

  it("answer a byte range with 206 and Content-Range, so videos can seek", async () => {
    const response = await t.app.inject({ method: "GET", url: mediaUrl(KEY), headers: { range: "bytes=5-9" } });
    expect(response.statusCode).toBe(206);
    expect(response.headers["content-range"]).toBe(`bytes 5-9/${BYTES.length}`);
    expect(response.body).toBe("56789");
  });

  it("answer the last bytes for a suffix range", async () => {
    const response = await t.app.inject({ method: "GET", url: mediaUrl(KEY), headers: { range: "bytes=-3" } });
    expect(response.statusCode).toBe(206);
    expect(response.body).toBe("hij");
  });

  it("answer 416 for a range past the end", async () => {
    const response = await t.app.inject({ method: "GET", url: mediaUrl(KEY), headers: { range: "bytes=100-200" } });
    expect(response.statusCode).toBe(416);
    expect(response.headers["content-range"]).toBe(`bytes */${BYTES.length}`);
  });

  it("answer a JSON 404 for a missing file or a key the server never makes", async () => {
    const missing = await t.app.inject({ method: "GET", url: mediaUrl(KEY.replace("5555", "6666")) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe("File not found.");
    const odd = await t.app.inject({ method: "GET", url: "/media/..%2F..%2Fetc%2Fpasswd" });
    expect(odd.statusCode).toBe(404);
  });
});
