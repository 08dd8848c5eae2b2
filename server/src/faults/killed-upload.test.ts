// The server is killed with SIGKILL in the middle of a 50 MB upload: nothing half-done survives as data. The
// database has no row without its file, and once the sweeper has run (an hour later), no file without its row.
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../db/database.js";
import { createLocalStorage } from "../storage/local-storage.js";
import type { Storage } from "../storage/storage.js";
import { ORPHAN_MIN_AGE_MS, sweepOrphanedFiles } from "../stored-files/orphan-sweeper.js";
import { storedFileStore } from "../stored-files/stored-file-store.js";
import { mp4Bytes } from "../test/file-fixtures.js";
import { dataDirWithMember, STARTUP_MS, startServer } from "../test/server-process.js";

const UPLOAD_BYTES = 50 * 1024 * 1024;
const BOUNDARY = "----scholarly-killed-upload";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Starts a 50 MB video upload and sends its first half; the rest never comes. */
function halfSentUpload(port: number, token: string) {
  const request = http.request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/user/videos/video/",
    headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  });
  request.on("error", () => {});
  request.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="description"\r\n\r\nA long talk\r\n`);
  request.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="video"; filename="talk.mp4"\r\n`);
  request.write("Content-Type: video/mp4\r\n\r\n");
  request.write(mp4Bytes());
  request.write(Buffer.alloc(UPLOAD_BYTES / 2));
  return request;
}

async function storedKeys(storage: Storage): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list()) keys.push(object.key);
  return keys;
}

describe("the server killed in the middle of an upload", () => {
  it(
    "leaves no row without its file, and after the sweeper no file without its row",
    async () => {
      const JWT_SECRET = randomBytes(32).toString("hex");
      const { dataDir, token } = await dataDirWithMember(JWT_SECRET, "scholarly-killed-");
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const server = await startServer({ DATA_DIR: dataDir, JWT_SECRET }, (cleanup) => cleanups.push(cleanup));
      const storage = createLocalStorage(path.join(dataDir, "uploads"));

      const finished = new FormData();
      finished.append("description", "A short talk");
      finished.append("video", new Blob([mp4Bytes()], { type: "video/mp4" }), "short.mp4");
      const published = await fetch(`http://127.0.0.1:${server.port}/user/videos/video/`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: finished,
      });
      expect(published.status).toBe(201);

      const upload = halfSentUpload(server.port, token);
      cleanups.push(async () => void upload.destroy());
      await vi.waitFor(async () => expect(await storedKeys(storage)).toHaveLength(2), { timeout: 30_000 });
      server.child.kill("SIGKILL");
      await server.exit;

      const db = openDatabase({ directory: path.join(dataDir, "db") });
      cleanups.push(() => db.destroy());
      const rowKeys = (await db.selectFrom("videos").select("video").execute()).map((row) => row.video);
      expect(rowKeys).toHaveLength(1);
      for (const key of rowKeys) expect(await storage.stat(key), `the file of ${key}`).not.toBeNull();

      // The sweeper spares young files (their row may be on its way), so it runs as if an hour had passed.
      const anHourLater = () => new Date(Date.now() + ORPHAN_MIN_AGE_MS + 60_000);
      const log = pino({ level: "silent" });
      expect(await sweepOrphanedFiles({ storage, store: storedFileStore(db), log, now: anHourLater })).toBe(1);
      expect(await storedKeys(storage)).toEqual(rowKeys);
    },
    STARTUP_MS + 60_000,
  );
});
