// Sweeps orphaned stored files every hour, in whichever instance's worker is free.
import type { BackgroundJobs } from "../app-context.js";
import { defineJob } from "../jobs/job-queue.js";
import { sweepOrphanedFiles } from "./orphan-sweeper.js";
import { storedFileStore } from "./stored-file-store.js";

/** Every hour, at 17 minutes past (UTC): the queue's schedule fires it once, whichever instances run. */
export const ORPHAN_SWEEP_CRON = "17 * * * *";

export const sweepOrphans = defineJob<Record<string, never>>(
  "storage.sweep-orphans",
  // Listing a large bucket takes a while; a failed sweep simply waits for the next hour.
  { retryLimit: 0, retryDelaySeconds: 60, expireInSeconds: 30 * 60 },
  () => "sweep",
);

export const orphanSweepJobs: BackgroundJobs = ({ jobs, db, storage }, log) => {
  const store = storedFileStore(db);
  jobs.schedule(sweepOrphans, ORPHAN_SWEEP_CRON, {});
  jobs.work(sweepOrphans, ({ signal }) => sweepOrphanedFiles({ storage, store, log, signal }).then(() => undefined));
};
