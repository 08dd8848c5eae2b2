// A member who turns federation off: their followers on other servers get a Delete of the actor (so Mastodon
// drops the follow and the profile) and are forgotten here. A job, so it is sent once whichever instance
// took the change, and again if the process stops midway.
import type { Federation } from "@fedify/fedify";
import { Delete, PUBLIC_COLLECTION } from "@fedify/vocab";
import type { AppContext } from "../app-context.js";
import { defineJob } from "../jobs/job-queue.js";
import { followerStore } from "./follower-store.js";

export const withdrawActorJob = defineJob<{ profileId: number }>(
  "federation.withdraw-actor",
  { retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 5 * 60 },
  ({ profileId }) => String(profileId),
);

export function workActorWithdrawals(
  { jobs, db }: Pick<AppContext, "jobs" | "db">,
  federation: Federation<void>,
  origin: string,
): void {
  const followers = followerStore(db);
  jobs.work(withdrawActorJob, async ({ data: { profileId } }) => {
    const context = federation.createContext(new URL(origin), undefined);
    const identifier = String(profileId);
    const actor = context.getActorUri(identifier);
    // Fedify queues one delivery per inbox, listed now: the followers can be forgotten right after.
    await context.sendActivity(
      { identifier },
      "followers",
      new Delete({ id: new URL(`#delete-${Date.now()}`, actor), actor, object: actor, to: PUBLIC_COLLECTION }),
      { preferSharedInbox: true },
    );
    await followers.removeAll(profileId);
  });
}
