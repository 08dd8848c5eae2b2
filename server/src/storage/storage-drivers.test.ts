// One behaviour for every storage driver: the same suite runs on local disk and on an S3 bucket (s3rver).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeS3Credentials, startFakeS3 } from "../test/fake-s3.js";
import { createLocalStorage } from "./local-storage.js";
import { createS3Storage } from "./s3-storage.js";
import type { Storage } from "./storage.js";

interface Driver {
  storage: Storage;
  close(): Promise<void>;
}

async function localDriver(): Promise<Driver> {
  const root = await mkdtemp(path.join(tmpdir(), "scholarly-storage-"));
  return { storage: createLocalStorage(root), close: () => rm(root, { recursive: true, force: true }) };
}

async function s3Driver(): Promise<Driver> {
  const fake = await startFakeS3();
  const storage = createS3Storage({
    bucket: fakeS3Credentials.S3_BUCKET,
    endpoint: fake.endpoint,
    region: "us-east-1",
    accessKeyId: fakeS3Credentials.S3_ACCESS_KEY_ID,
    secretAccessKey: fakeS3Credentials.S3_SECRET_ACCESS_KEY,
  });
  return { storage, close: fake.close };
}

async function text(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

const key = (n: number) => `document/00000000-0000-4000-8000-${String(n).padStart(12, "0")}.pdf`;

describe.each([
  ["local disk", localDriver],
  ["S3 bucket", s3Driver],
])("storage on %s", (_name, start) => {
  let driver: Driver;
  let storage: Storage;
  beforeAll(async () => {
    driver = await start();
    storage = driver.storage;
  });
  afterAll(() => driver.close());

  it("answers a readiness ping", async () => {
    await expect(storage.ping()).resolves.toBeUndefined();
  });

  it("keeps a file with its size and content type", async () => {
    const { size } = await storage.put(
      key(1),
      Readable.from([Buffer.from("hello "), Buffer.from("world")]),
      "text/plain",
    );
    expect(size).toBe(11);
    expect(await storage.stat(key(1))).toEqual({ size: 11, contentType: "text/plain" });
    expect(await text(await storage.read(key(1)))).toBe("hello world");
  });

  it("reads one byte range of a file, both ends included", async () => {
    await storage.put(key(2), Readable.from([Buffer.from("0123456789")]), "application/pdf");
    expect(await text(await storage.read(key(2), { start: 2, end: 5 }))).toBe("2345");
  });

  it("streams a file larger than one upload part", async () => {
    const part = Buffer.alloc(1024 * 1024, 7);
    const { size } = await storage.put(key(3), Readable.from(Array.from({ length: 6 }, () => part)), "video/mp4");
    expect(size).toBe(6 * part.length);
    expect((await storage.stat(key(3)))?.size).toBe(6 * part.length);
  });

  it("answers null for a missing file and deletes a missing file quietly", async () => {
    expect(await storage.stat(key(4))).toBeNull();
    expect(await storage.read(key(4))).toBeNull();
    await expect(storage.delete(key(4))).resolves.toBeUndefined();
  });

  it("forgets a deleted file", async () => {
    await storage.put(key(5), Readable.from([Buffer.from("bye")]), "text/plain");
    await storage.delete(key(5));
    expect(await storage.stat(key(5))).toBeNull();
  });

  it("leaves nothing behind when the incoming stream fails, and reports the stream's error", async () => {
    async function* failing() {
      yield Buffer.from("partial");
      throw new Error("upload interrupted");
    }
    await expect(storage.put(key(6), Readable.from(failing()), "text/plain")).rejects.toThrow("upload interrupted");
    expect(await storage.stat(key(6))).toBeNull();
  });

  it("refuses keys the server did not generate", async () => {
    await expect(storage.put("../etc/passwd", Readable.from([Buffer.from("x")]), "text/plain")).rejects.toThrow(
      "Invalid storage key",
    );
  });

  it("lists every stored file once, with when it was written, and not the content types kept beside them", async () => {
    const before = Date.now() - 60_000;
    await storage.put(key(7), Readable.from([Buffer.from("seven")]), "application/pdf");
    const listed = [];
    for await (const object of storage.list()) listed.push(object);
    const keys = listed.map((object) => object.key);
    expect(keys).toContain(key(7));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((listedKey) => /\.pdf$/.test(listedKey))).toBe(true);
    expect(listed.find((object) => object.key === key(7))?.lastModified.getTime()).toBeGreaterThan(before);
  });
});

describe("a storage driver that cannot be reached", () => {
  it("fails its readiness ping", async () => {
    const unreachable = createS3Storage({
      bucket: "scholarly-test",
      endpoint: "http://127.0.0.1:1",
      region: "us-east-1",
      accessKeyId: "none",
      secretAccessKey: "none",
    });
    await expect(unreachable.ping()).rejects.toThrow();
  });
});
