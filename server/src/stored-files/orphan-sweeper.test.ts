import { utimes } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schedulesOf } from "../test/job-states.js";
import { buildPublication } from "../test/post-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { ORPHAN_SWEEP_CRON, sweepOrphans } from "./orphan-sweep-jobs.js";
import { sweepOrphanedFiles } from "./orphan-sweeper.js";
import { storedFileStore } from "./stored-file-store.js";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60 * 1000);
const orphanKey = (n: number) => `document/00000000-0000-4000-8000-${String(n).padStart(12, "0")}.pdf`;

/** Stores a file no row names; `writtenAt` sets when the disk says it was written. */
async function storeFile(key: string, writtenAt?: Date) {
  await testApp.storage.put(key, Readable.from([Buffer.from("%PDF-1.4 orphan")]), "application/pdf");
  if (writtenAt) await utimes(path.join(testApp.config.dataDir, "uploads", key), writtenAt, writtenAt);
}

const sweep = () =>
  sweepOrphanedFiles({ storage: testApp.storage, store: storedFileStore(testApp.db), log: pino({ level: "silent" }) });

describe("the orphaned file sweeper", () => {
  it("removes a file no row names once it is over an hour old, and keeps young and referenced files", async () => {
    await storeFile(orphanKey(1), TWO_HOURS_AGO);
    await storeFile(orphanKey(2));
    const publication = await buildPublication(testApp, { document: Buffer.from("%PDF-1.4 kept") });
    const referencedKey = publication.upload_document as string;
    await utimes(path.join(testApp.config.dataDir, "uploads", referencedKey), TWO_HOURS_AGO, TWO_HOURS_AGO);

    expect(await sweep()).toBe(1);

    expect(await testApp.storage.stat(orphanKey(1))).toBeNull();
    expect(await testApp.storage.stat(orphanKey(2))).not.toBeNull();
    expect(await testApp.storage.stat(referencedKey)).not.toBeNull();
  });

  it("is scheduled once, every hour, however many instances start on the same database", async () => {
    const second = await createTestApp({}, { database: testApp.database });
    try {
      expect(await schedulesOf(testApp.db, sweepOrphans)).toEqual([{ cron: ORPHAN_SWEEP_CRON, timezone: "UTC" }]);
    } finally {
      await second.close();
    }
  });
});
