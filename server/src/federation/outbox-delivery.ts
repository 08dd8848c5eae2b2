// Works sent to the member's followers elsewhere: a post published, edited or deleted queues a job, and the job
// sends a signed Create, Update or Delete from the owner's actor to their followers through Fedify's queue (our
// job queue, which retries with backoff). The job reads the work as it is then: a work deleted before it runs is
// not created, and an edit that made it private is a Delete. Nothing goes for a member who turned federation off
// or has no followers elsewhere; with FEDERATION off this is never registered.
import type { Context, Federation } from "@fedify/fedify";
import type { Activity } from "@fedify/vocab";
import type { PostType } from "@scholarly/contract";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../app-context.js";
import { defineJob } from "../jobs/job-queue.js";
import { memberStore } from "../members/member-store.js";
import { hydrationStore } from "../posts/hydration-store.js";
import type { WorkRef } from "./actor-paths.js";
import { actorStore } from "./actor-store.js";
import { type FederatedWork, federatedWorks } from "./federated-works.js";
import { followerStore } from "./follower-store.js";
import { presentWork } from "./present-work.js";
import { createOf, deleteOf, updateOf } from "./work-activities.js";

type WorkChange = "post.created" | "post.updated" | "post.deleted";

export const deliverWorkJob = defineJob<{ change: WorkChange; kind: PostType; postId: number; userId: number }>(
  "federation.deliver-work",
  { retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 5 * 60 },
  // Every instance hears the event; one job goes. Edits made while one waits are all in the object it sends.
  ({ change, kind, postId }) => `${change}:${kind}:${postId}`,
);

/**
 * What followers are told: a work they may see is created or updated; one they may not (deleted, or made private
 * by an edit) is deleted; one gone or private before its Create went out is not mentioned.
 */
function activityFor(
  context: Context<void>,
  change: WorkChange,
  ref: WorkRef,
  work: FederatedWork | undefined,
  ownerProfileId: number,
): Activity | undefined {
  if (work) {
    const object = presentWork(context, work);
    return change === "post.created" ? createOf(object) : updateOf(object, new Date());
  }
  return change === "post.created" ? undefined : deleteOf(context, ref, ownerProfileId);
}

export function deliverWorks(
  { events, jobs, db }: Pick<AppContext, "events" | "jobs" | "db">,
  federation: Federation<void>,
  origin: string,
  log: FastifyBaseLogger,
): void {
  const members = memberStore(db);
  const actors = actorStore(db);
  const followers = followerStore(db);
  const works = federatedWorks({ hydration: hydrationStore(db), actors });

  events.subscribe(["post.created", "post.updated", "post.deleted"], ({ type, kind, postId, userId }) => {
    jobs.send(deliverWorkJob, { change: type, kind, postId, userId }).catch((error: unknown) => {
      log.error({ err: error, job: deliverWorkJob.name }, "could not queue a federation job");
    });
  });

  jobs.work(deliverWorkJob, async ({ data: { change, kind, postId, userId } }) => {
    const profile = await members.ofUser(userId);
    if (!profile || !(await actors.ensure(profile.id, profile.name)).enabled) return;
    if ((await followers.acceptedCount(profile.id)) === 0) return;
    const context = federation.createContext(new URL(origin), undefined);
    const ref = { type: kind, id: postId };
    const work = change === "post.deleted" ? undefined : await works.work(ref);
    const activity = activityFor(context, change, ref, work, profile.id);
    if (!activity) return;
    await context.sendActivity({ identifier: String(profile.id) }, "followers", activity, { preferSharedInbox: true });
  });
}
