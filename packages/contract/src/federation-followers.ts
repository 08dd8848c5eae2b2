// A member's followers on other servers, waiting for their approval or accepted, and the member's decision on one.
import { z } from "zod";

export const REMOTE_FOLLOWER_STATUSES = ["waiting", "accepted"] as const;
export const REMOTE_FOLLOWER_ACTIONS = ["accept", "reject"] as const;
export type RemoteFollowerStatus = (typeof REMOTE_FOLLOWER_STATUSES)[number];

export const REMOTE_FOLLOWER_MESSAGES = {
  notFound: "This follower was not found.",
  accepted: "The follower is accepted.",
  removed: "The follower is refused.",
  actorRequired: "actor must be the address of a follower's account.",
} as const;

/** GET /user/federation/followers/?status=: waiting follows (to approve) or accepted followers; accepted unless said. */
export const remoteFollowersQuery = z.object({
  status: z.enum(REMOTE_FOLLOWER_STATUSES, { error: "status must be waiting or accepted." }).default("accepted"),
});

/** A follower as their server describes them; name, handle, url and avatar are null when it gave none. */
export const remoteFollower = z.object({
  /** The follower's actor address, what a decision names. */
  actor: z.string(),
  /** `user@host`, without a leading `@`. */
  handle: z.string().nullable(),
  name: z.string().nullable(),
  url: z.string().nullable(),
  avatar: z.string().nullable(),
  followed_at: z.string(),
});
export type RemoteFollower = z.infer<typeof remoteFollower>;

export const remoteFollowerList = z.object({ count: z.number().int(), results: z.array(remoteFollower) });
export type RemoteFollowerList = z.infer<typeof remoteFollowerList>;

/** Accept a waiting follower, or refuse one (waiting or accepted: an accepted one is removed). */
export const remoteFollowerDecision = z.object({
  actor: z.string({ error: REMOTE_FOLLOWER_MESSAGES.actorRequired }).min(1, REMOTE_FOLLOWER_MESSAGES.actorRequired),
  action: z.enum(REMOTE_FOLLOWER_ACTIONS, { error: "action must be accept or reject." }),
});
export type RemoteFollowerDecision = z.infer<typeof remoteFollowerDecision>;

export const remoteFollowerDecided = z.object({
  message: z.string(),
  status: z.enum(["accepted", "removed"]),
});
export type RemoteFollowerDecided = z.infer<typeof remoteFollowerDecided>;
