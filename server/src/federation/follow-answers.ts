// A member's decision on a follower, told to the follower's server: a signed Accept or Reject of their Follow.
// A job, worked where the Fedify federation runs, that hands the answer to Fedify's queue (which retries delivery).
import type { Federation } from "@fedify/fedify";
import { Accept, Follow, Reject } from "@fedify/vocab";
import type { AppContext } from "../app-context.js";
import { defineJob } from "../jobs/job-queue.js";

export interface FollowAnswer {
  profileId: number;
  answer: "accept" | "reject";
  /** The Follow answered, and where its follower receives activities: the row may be gone when this runs. */
  followUri: string;
  actorUri: string;
  inboxUri: string;
  sharedInboxUri: string | null;
}

/** No key: each decision is sent, an Accept after a Reject too. */
export const answerFollowJob = defineJob<FollowAnswer>("federation.answer-follow", {
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireInSeconds: 5 * 60,
});

export function workFollowAnswers({ jobs }: Pick<AppContext, "jobs">, federation: Federation<void>, origin: string) {
  jobs.work(answerFollowJob, async ({ data }) => {
    const context = federation.createContext(new URL(origin), undefined);
    const identifier = String(data.profileId);
    const actor = context.getActorUri(identifier);
    const follower = new URL(data.actorUri);
    const follow = new Follow({ id: new URL(data.followUri), actor: follower, object: actor });
    const answer =
      data.answer === "accept" ? new Accept({ actor, object: follow }) : new Reject({ actor, object: follow });
    const recipient = {
      id: follower,
      inboxId: new URL(data.inboxUri),
      endpoints: data.sharedInboxUri ? { sharedInbox: new URL(data.sharedInboxUri) } : null,
    };
    await context.sendActivity({ identifier }, recipient, answer);
  });
}
