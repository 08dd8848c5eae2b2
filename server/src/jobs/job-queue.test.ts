import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/database.js";
import { findJob, takeJobAndVanish, waitForJob } from "../test/job-states.js";
import { createTestDatabase, type TestDatabase } from "../test/test-database.js";
import { waitFor } from "../test/wait-for.js";
import { defineJob, type JobQueue } from "./job-queue.js";
import { createJobQueue, type JobQueueOptions } from "./pg-boss-queue.js";

const log = pino({ level: "silent" });
const quickRetries = { retryLimit: 3, retryDelaySeconds: 1, expireInSeconds: 30 };

let database: TestDatabase;
const openQueues: JobQueue[] = [];

function openQueue(db: Db, options: Partial<JobQueueOptions> = {}): JobQueue {
  const queue = createJobQueue({
    db,
    log,
    runWorkers: true,
    pollingIntervalSeconds: 0.5,
    shutdownGraceSeconds: 1,
    ...options,
  });
  openQueues.push(queue);
  return queue;
}

beforeAll(async () => {
  database = await createTestDatabase({ onDisk: true });
});
afterEach(async () => {
  await Promise.all(openQueues.splice(0).map((queue) => queue.stop()));
});
afterAll(() => database.drop());

describe("the job queue", () => {
  it("runs a job sent before a restart once the server is back", async () => {
    const greeting = defineJob<{ to: string }>("test.greeting", quickRetries);
    const sender = openQueue(database.db, { runWorkers: false });
    await sender.start();
    const id = await sender.send(greeting, { to: "Ada" });
    expect(id).toEqual(expect.any(String));
    await sender.stop();

    const db = await database.reopen();
    const worker = openQueue(db);
    const greeted: string[] = [];
    worker.work(greeting, async (job) => {
      greeted.push(job.data.to);
    });
    await worker.start();

    await waitForJob(db, greeting, id as string);
    expect(greeted).toEqual(["Ada"]);
  });

  it("retries a failing job, waiting longer each time, until it succeeds", async () => {
    const flaky = defineJob<{ report: number }>("test.flaky", quickRetries);
    const queue = openQueue(database.db);
    const startedAt: number[] = [];
    queue.work(flaky, async (job) => {
      startedAt.push(Date.now());
      if (job.attempt < 3) throw new Error(`attempt ${job.attempt} fails`);
    });
    await queue.start();

    const id = (await queue.send(flaky, { report: 7 })) as string;
    const done = await waitForJob(database.db, flaky, id);

    expect(done.retryCount).toBe(2);
    const [first = 0, second = 0, third = 0] = startedAt;
    // Backoff: the first retry waits at least the delay, the second at least twice as long.
    expect(second - first).toBeGreaterThanOrEqual(1_000 - 50);
    expect(third - second).toBeGreaterThanOrEqual(2_000 - 50);
  });

  it("runs a job again when the worker that took it died", async () => {
    const fragile = defineJob<{ page: number }>("test.fragile", { ...quickRetries, expireInSeconds: 1 });
    const queue = openQueue(database.db, { maintenanceIntervalSeconds: 1 });
    const attempts: number[] = [];
    queue.work(fragile, async (job) => {
      attempts.push(job.attempt);
    });
    // Sent while no worker runs here, then taken by a worker that vanishes.
    const sender = openQueue(database.db, { runWorkers: false });
    await sender.start();
    const id = (await sender.send(fragile, { page: 1 })) as string;
    await takeJobAndVanish(database.db, fragile, id);

    await queue.start();
    await waitForJob(database.db, fragile, id);
    expect(attempts).toEqual([2]);
  });

  it("collapses jobs sent with the same key while one is waiting", async () => {
    const perPost = defineJob<{ postId: number }>("test.per-post", quickRetries, ({ postId }) => `post:${postId}`);
    const sender = openQueue(database.db, { runWorkers: false });
    await sender.start();
    const first = await sender.send(perPost, { postId: 1 });
    const duplicate = await sender.send(perPost, { postId: 1 });
    const other = await sender.send(perPost, { postId: 2 });

    expect(first).toEqual(expect.any(String));
    expect(duplicate).toBeNull();
    expect(other).toEqual(expect.any(String));
  });

  it("hands a job still running at shutdown back, to run again after the restart", async () => {
    const slow = defineJob<{ size: number }>("test.slow", quickRetries);
    const queue = openQueue(database.db);
    let release = () => {};
    queue.work(slow, async (job) => {
      // Gives up only when told to: the queue asks once its shutdown grace is over.
      await new Promise<void>((resolve) => {
        release = resolve;
        job.signal.addEventListener("abort", () => resolve());
      });
      throw new Error("interrupted");
    });
    await queue.start();
    const id = (await queue.send(slow, { size: 1 })) as string;
    await waitFor("the job to start", async () => (await findJob(database.db, slow, id))?.state === "active");

    await queue.stop();
    release();
    expect((await findJob(database.db, slow, id))?.state).toBe("retry");
  });
});
