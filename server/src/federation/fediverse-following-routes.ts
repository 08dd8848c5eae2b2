// A member following accounts on other fediverse servers by handle (issue 22, "Following out").
import {
  FEDERATION_MESSAGES,
  FEDIVERSE_FOLLOWING_MESSAGES,
  type FediverseAccount,
  fediverseFollowingEndpoints,
} from "@scholarly/contract";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { badRequest, notFound } from "../http/http-error.js";
import { memberStore } from "../members/member-store.js";
import { actorStore } from "./actor-store.js";
import { externalPostStore } from "./external-post-store.js";
import { findFediverseAccount } from "./find-fediverse-account.js";
import { followAccount, unfollowAccount } from "./follow-out.js";
import { type FollowedAccount, followingStore } from "./following-store.js";
import { siteFederation } from "./site-federation.js";

/** Each follow asks another server (WebFinger, the actor): a member cannot make this site probe others at will. */
const FOLLOW_RATE_LIMIT = { max: 30, timeWindow: "1 minute" };

const presentAccount = (account: FollowedAccount): FediverseAccount => ({
  actor: account.actor_uri,
  handle: account.handle,
  name: account.name,
  url: account.url,
  avatar: account.avatar,
  status: account.status,
});

export const fediverseFollowingRoutes: DomainRoutes = (route, context) => {
  const { db, config } = context;
  const members = memberStore(db);
  const actors = actorStore(db);
  const following = followingStore(db);
  const posts = externalPostStore(db);

  /** The member's profile and the site's federation, when both federate. */
  async function federatingMember(userId: number) {
    const federation = siteFederation(context);
    if (!federation || !config.federation) throw badRequest(FEDIVERSE_FOLLOWING_MESSAGES.federationOff);
    const profile = await members.ofUser(userId);
    if (!profile) throw badRequest(FEDERATION_MESSAGES.profileRequired);
    // The Follow is signed with the actor's keys, so the actor must exist (it is made by a job otherwise).
    const actor = await actors.ensure(profile.id, profile.name);
    if (!actor.enabled) throw badRequest(FEDIVERSE_FOLLOWING_MESSAGES.memberNotFederating);
    const fediverse = federation.createContext(new URL(config.federation.origin), undefined);
    return { profileId: profile.id, fediverse, allowPrivateAddresses: config.federation.allowPrivateAddresses };
  }

  route(fediverseFollowingEndpoints.following, async ({ user }) => {
    const profile = await members.ofUser(user.id);
    const accounts = profile ? await following.ofProfile(profile.id) : [];
    return { count: accounts.length, results: accounts.map(presentAccount) };
  });

  route(
    fediverseFollowingEndpoints.follow,
    async ({ user, body, reply }) => {
      const { profileId, fediverse, allowPrivateAddresses } = await federatingMember(user.id);
      const found = await findFediverseAccount(fediverse, body.handle, { allowPrivateAddresses });
      if (!found) throw notFound(FEDIVERSE_FOLLOWING_MESSAGES.notFound);
      const { account, sent } = await followAccount(fediverse, following, profileId, found);
      if (sent) reply.status(202);
      return presentAccount(account);
    },
    { rateLimit: FOLLOW_RATE_LIMIT },
  );

  route(fediverseFollowingEndpoints.unfollow, async ({ user, query }) => {
    const { profileId, fediverse } = await federatingMember(user.id);
    const account = await following.one(profileId, query.actor);
    if (!account) throw notFound(FEDIVERSE_FOLLOWING_MESSAGES.notFollowing);
    await unfollowAccount(fediverse, following, account);
    await posts.removeUnfollowed(account.actor_uri);
    return { message: `You no longer follow @${account.handle}.` };
  });
};
