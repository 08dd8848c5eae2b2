// The weekly digest: every Monday morning a scheduled job picks the week just ended and queues one job per
// member who asked for the digest and has not had that week's, each retried on its own while mail fails.
import type { BackgroundJobs } from "../app-context.js";
import { defineJob } from "../jobs/job-queue.js";
import { type DigestWeek, weekBefore } from "./digest-week.js";
import { weeklyDigestEmailer } from "./weekly-digest-email.js";
import { weeklyDigestStore } from "./weekly-digest-store.js";

/** Mondays at 07:00 UTC: the week is over everywhere from Hawaii to New Zealand, and it is morning in Europe. */
export const WEEKLY_DIGEST_CRON = "0 7 * * 1";

/** The scheduled run; its key lets at most one wait at a time. */
export const weeklyDigestJob = defineJob<Record<string, never>>(
  "notifications.weekly-digest",
  { retryLimit: 5, retryDelaySeconds: 60, expireInSeconds: 10 * 60 },
  () => "weekly",
);

export const digestEmailJob = defineJob<{ userId: number; week: DigestWeek }>(
  "notifications.digest-email",
  { retryLimit: 8, retryDelaySeconds: 60, expireInSeconds: 2 * 60 },
  ({ userId, week }) => `${userId}:${week.start}`,
);

/** How many digest jobs are sent at once. */
const SENDS_AT_ONCE = 20;

export const weeklyDigestJobs: BackgroundJobs = (context) => {
  const { jobs, db, clock } = context;
  const store = weeklyDigestStore(db);
  const emailer = weeklyDigestEmailer(context);

  jobs.schedule(weeklyDigestJob, WEEKLY_DIGEST_CRON, {});
  jobs.work(weeklyDigestJob, async () => {
    const week = weekBefore(clock());
    const members = await store.membersDue(week);
    for (let start = 0; start < members.length; start += SENDS_AT_ONCE) {
      const batch = members.slice(start, start + SENDS_AT_ONCE);
      await Promise.all(batch.map((userId) => jobs.send(digestEmailJob, { userId, week })));
    }
  });
  jobs.work(digestEmailJob, ({ data }) => emailer.send(data.userId, data.week));
};
