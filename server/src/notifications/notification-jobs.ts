// Notifications are made in the background: each event that notifies sends a job (its key collapses the
// copies every instance sends when events travel over Redis), the job inserts the notifications (a second
// run inserts nothing, see the dedupe key), and each new notification its member wants by e-mail gets a job
// of its own that sends it, retried with backoff while the mail server fails.
import type { BackgroundJobs } from "../app-context.js";
import type { EventOf } from "../events/domain-events.js";
import { defineJob } from "../jobs/job-queue.js";
import { notificationEmailer } from "./notification-emails.js";
import { type NotificationStore, notificationStore } from "./notification-store.js";

/** The events that notify someone, as their jobs carry them. */
export type NotifyingEvent = EventOf<
  | "follow.created"
  | "coauthor.added"
  | "full-text.requested"
  | "full-text.answered"
  | "post.read-milestone"
  | "comment.received"
>;

function eventKey(event: NotifyingEvent): string {
  switch (event.type) {
    case "follow.created":
      return `follow:${event.followerProfileId}:${event.followedProfileId}`;
    case "coauthor.added":
      return `coauthor:${event.kind}:${event.postId}:${event.userId}`;
    case "full-text.requested":
    case "full-text.answered":
      return `${event.type}:${event.requestId}`;
    case "post.read-milestone":
      return `milestone:${event.kind}:${event.postId}:${event.reads}`;
    case "comment.received":
      return `comment:${event.commentId}`;
  }
}

export const notifyJob = defineJob<{ event: NotifyingEvent }>(
  "notifications.notify",
  { retryLimit: 5, retryDelaySeconds: 10, expireInSeconds: 60 },
  ({ event }) => eventKey(event),
);

/** Publishing notifies every follower: one job per post, one INSERT … SELECT however many followers. */
export const fanOutJob = defineJob<{ kind: EventOf<"post.created">["kind"]; postId: number; userId: number }>(
  "notifications.fan-out",
  { retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 10 * 60 },
  ({ kind, postId }) => `${kind}:${postId}`,
);

export const emailJob = defineJob<{ notificationId: number }>(
  "notifications.email",
  { retryLimit: 8, retryDelaySeconds: 60, expireInSeconds: 2 * 60 },
  ({ notificationId }) => String(notificationId),
);

/** Each author of the work is told that a reply from the fediverse awaits their approval. */
async function notifyCommentReceived(store: NotificationStore, event: EventOf<"comment.received">): Promise<number[]> {
  const ids = await Promise.all(
    event.authorUserIds.map((userId) =>
      store.notify({
        userId,
        kind: "fediverse_reply",
        actorUserId: null,
        postType: event.kind,
        postId: event.postId,
        dedupeKey: `fediverse-reply:${event.commentId}`,
      }),
    ),
  );
  return ids.flat();
}

/** Inserts the notifications an event makes; answers the ids to e-mail. */
function notify(store: NotificationStore, event: NotifyingEvent): Promise<number[]> {
  switch (event.type) {
    case "follow.created":
      return store.notifyFollowed(event.followerProfileId, event.followedProfileId);
    case "coauthor.added":
      return store.notify({
        userId: event.userId,
        kind: "coauthor",
        actorUserId: event.addedByUserId,
        postType: event.kind,
        postId: event.postId,
        dedupeKey: `coauthor:${event.kind}:${event.postId}`,
      });
    case "full-text.requested":
      return store.notify({
        userId: event.ownerUserId,
        kind: "full_text_request",
        actorUserId: event.requesterUserId,
        postType: "publication",
        postId: event.postId,
        requestId: event.requestId,
        dedupeKey: `full-text-request:${event.requestId}`,
      });
    case "full-text.answered":
      return store.notify({
        userId: event.requesterUserId,
        kind: "full_text_answer",
        actorUserId: event.ownerUserId,
        postType: "publication",
        postId: event.postId,
        requestId: event.requestId,
        dedupeKey: `full-text-answer:${event.requestId}`,
      });
    case "post.read-milestone":
      return store.notify({
        userId: event.userId,
        kind: "milestone",
        actorUserId: null,
        postType: event.kind,
        postId: event.postId,
        reads: event.reads,
        dedupeKey: `milestone:${event.kind}:${event.postId}:${event.reads}`,
      });
    case "comment.received":
      return notifyCommentReceived(store, event);
  }
}

/** How many e-mail jobs are sent at once after a large fan-out. */
const EMAIL_SENDS_AT_ONCE = 20;

export const notificationJobs: BackgroundJobs = (context, log) => {
  const { events, jobs, db } = context;
  const store = notificationStore(db);
  const emailer = notificationEmailer(context);

  const notQueued = (job: string) => (error: unknown) => {
    log.error({ err: error, job }, "could not queue a notification job");
  };

  events.subscribe(
    [
      "follow.created",
      "coauthor.added",
      "full-text.requested",
      "full-text.answered",
      "post.read-milestone",
      "comment.received",
    ],
    (event) => {
      jobs.send(notifyJob, { event }).catch(notQueued(notifyJob.name));
    },
  );
  events.subscribe("post.created", ({ kind, postId, userId }) => {
    jobs.send(fanOutJob, { kind, postId, userId }).catch(notQueued(fanOutJob.name));
  });

  async function queueEmails(ids: number[]): Promise<void> {
    for (let start = 0; start < ids.length; start += EMAIL_SENDS_AT_ONCE) {
      const batch = ids.slice(start, start + EMAIL_SENDS_AT_ONCE);
      await Promise.all(batch.map((notificationId) => jobs.send(emailJob, { notificationId })));
    }
  }

  jobs.work(notifyJob, async ({ data }) => queueEmails(await notify(store, data.event)));
  jobs.work(fanOutJob, async ({ data }) =>
    queueEmails(await store.notifyFollowers(data.userId, data.kind, data.postId)),
  );
  jobs.work(emailJob, ({ data }) => emailer.send(data.notificationId));
};
