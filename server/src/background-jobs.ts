// Every domain's background work: the events that send its jobs and the workers that run them.
import type { BackgroundJobs } from "./app-context.js";
import { documentTextJobs } from "./documents/document-text-jobs.js";
import { federationJobs } from "./federation/federation-jobs.js";
import { notificationJobs } from "./notifications/notification-jobs.js";
import { weeklyDigestJobs } from "./notifications/weekly-digest-jobs.js";
import { orphanSweepJobs } from "./stored-files/orphan-sweep-jobs.js";
import { thumbnailJobs } from "./thumbnails/thumbnail-jobs.js";

export const backgroundJobs: BackgroundJobs[] = [
  documentTextJobs,
  notificationJobs,
  thumbnailJobs,
  weeklyDigestJobs,
  orphanSweepJobs,
  federationJobs,
];
