// The member's followers on other servers: listed (waiting or accepted), and accepted or refused one by one.
// Their server is told by a signed Accept or Reject (follow-answers.ts) when the site federates.
import {
  FEDERATION_MESSAGES,
  federationEndpoints,
  REMOTE_FOLLOWER_MESSAGES,
  type RemoteFollower,
} from "@scholarly/contract";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { badRequest, notFound } from "../http/http-error.js";
import { memberStore } from "../members/member-store.js";
import { answerFollowJob } from "./follow-answers.js";
import { followerStore, type ListedFollower } from "./follower-store.js";

const presentRemoteFollower = (follower: ListedFollower): RemoteFollower => ({
  actor: follower.actor_uri,
  handle: follower.handle,
  name: follower.name,
  url: follower.url,
  avatar: follower.avatar,
  followed_at: follower.created_at.toISOString(),
});

export const remoteFollowerRoutes: DomainRoutes = (route, { db, config, jobs }) => {
  const members = memberStore(db);
  const followers = followerStore(db);

  async function ownProfileId(userId: number): Promise<number> {
    const profile = await members.ofUser(userId);
    if (!profile) throw badRequest(FEDERATION_MESSAGES.profileRequired);
    return profile.id;
  }

  route(federationEndpoints.remoteFollowers, async ({ user, query }) => {
    const listed = await followers.listed(await ownProfileId(user.id), query.status === "accepted");
    return { count: listed.length, results: listed.map(presentRemoteFollower) };
  });

  route(federationEndpoints.decideRemoteFollower, async ({ user, body }) => {
    const profileId = await ownProfileId(user.id);
    const follower = await followers.one(profileId, body.actor);
    if (!follower) throw notFound(REMOTE_FOLLOWER_MESSAGES.notFound);
    if (body.action === "accept" && follower.accepted) {
      return { message: REMOTE_FOLLOWER_MESSAGES.accepted, status: "accepted" as const };
    }
    // The answer is queued before the row changes: a failure in between leaves the decision to be made again.
    if (config.federation) {
      await jobs.send(answerFollowJob, {
        profileId,
        answer: body.action,
        followUri: follower.follow_uri,
        actorUri: follower.actor_uri,
        inboxUri: follower.inbox_uri,
        sharedInboxUri: follower.shared_inbox_uri,
      });
    }
    if (body.action === "accept") {
      await followers.accept(profileId, follower.actor_uri);
      return { message: REMOTE_FOLLOWER_MESSAGES.accepted, status: "accepted" as const };
    }
    await followers.remove(profileId, follower.actor_uri);
    return { message: REMOTE_FOLLOWER_MESSAGES.removed, status: "removed" as const };
  });
};
