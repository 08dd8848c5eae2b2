// Following and unfollowing a member: the rules (a profile first, not oneself, once), the row, and the event
// the caches and notifications listen to. Ids are profile ids.
import { FOLLOW_MESSAGES } from "@scholarly/contract";
import type { Db } from "../db/database.js";
import type { DomainEvents } from "../events/domain-events.js";
import { badRequest, notFound } from "../http/http-error.js";
import { memberStore } from "../members/member-store.js";
import { followStore } from "./follow-store.js";

const PROFILE_REQUIRED = "Create your profile first.";
export const USER_NOT_FOUND = "User not found.";

export function followCommands({ db, events }: { db: Db; events: DomainEvents }) {
  const follows = followStore(db);
  const profiles = memberStore(db);

  async function requireProfileId(userId: number): Promise<number> {
    const id = await profiles.profileIdOf(userId);
    if (id === undefined) throw badRequest(PROFILE_REQUIRED);
    return id;
  }

  return {
    async follow(userId: number, followedProfileId: number): Promise<void> {
      const follower = await requireProfileId(userId);
      if (followedProfileId === follower) throw badRequest(FOLLOW_MESSAGES.self);
      if (!(await follows.profileExists(followedProfileId))) throw notFound(USER_NOT_FOUND);
      if (!(await follows.follow(follower, followedProfileId))) throw badRequest(FOLLOW_MESSAGES.alreadyFollowing);
      events.publish({ type: "follow.created", followerProfileId: follower, followedProfileId });
    },

    async unfollow(userId: number, followedProfileId: number): Promise<void> {
      const follower = await requireProfileId(userId);
      if (!(await follows.unfollow(follower, followedProfileId))) throw badRequest(FOLLOW_MESSAGES.notFollowing);
      events.publish({ type: "follow.deleted", followerProfileId: follower, followedProfileId });
    },
  };
}
