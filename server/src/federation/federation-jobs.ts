// A new profile gets its actor and default handle at once, so WebFinger finds it by handle before anyone asks
// for it by id; Fedify's expired cache entries are swept every hour. Both run whether or not FEDERATION is on,
// so handles are chosen, and stay the same, before a site turns federation on.
import type { BackgroundJobs } from "../app-context.js";
import { defineJob } from "../jobs/job-queue.js";
import { memberStore } from "../members/member-store.js";
import { actorStore } from "./actor-store.js";
import { sweepExpiredKv } from "./database-kv-store.js";

export const createActorJob = defineJob<{ profileId: number }>(
  "federation.create-actor",
  { retryLimit: 5, retryDelaySeconds: 10, expireInSeconds: 60 },
  ({ profileId }) => String(profileId),
);

/** Every hour, at 43 minutes past (UTC). */
export const KV_SWEEP_CRON = "43 * * * *";

export const sweepKvJob = defineJob<Record<string, never>>(
  "federation.sweep-kv",
  // A failed sweep waits for the next hour: expired entries already read as absent.
  { retryLimit: 0, retryDelaySeconds: 60, expireInSeconds: 10 * 60 },
  () => "sweep",
);

export const federationJobs: BackgroundJobs = ({ events, jobs, db }, log) => {
  const actors = actorStore(db);
  const members = memberStore(db);

  events.subscribe("profile.created", ({ profileId }) => {
    jobs.send(createActorJob, { profileId }).catch((error: unknown) => {
      log.error({ err: error, job: createActorJob.name }, "could not queue a federation job");
    });
  });
  jobs.work(createActorJob, async ({ data }) => {
    const profile = await members.byId(data.profileId);
    if (profile) await actors.ensure(profile.id, profile.name);
  });

  jobs.schedule(sweepKvJob, KV_SWEEP_CRON, {});
  jobs.work(sweepKvJob, async () => {
    await sweepExpiredKv(db);
  });
};
