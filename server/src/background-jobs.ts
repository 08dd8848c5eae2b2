// Every domain's background work: the events that send its jobs and the workers that run them.
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "./app-context.js";
import { documentTextJobs } from "./documents/document-text-jobs.js";
import { notificationJobs } from "./notifications/notification-jobs.js";
import { weeklyDigestJobs } from "./notifications/weekly-digest-jobs.js";
import { orphanSweepJobs } from "./storage/orphan-sweep-jobs.js";
import { thumbnailJobs } from "./thumbnails/thumbnail-jobs.js";

/** Each domain with background work exports one; app.ts hands it the shared services. */
export type BackgroundJobs = (context: AppContext, log: FastifyBaseLogger) => void;

export const backgroundJobs: BackgroundJobs[] = [
  documentTextJobs,
  notificationJobs,
  thumbnailJobs,
  weeklyDigestJobs,
  orphanSweepJobs,
];
