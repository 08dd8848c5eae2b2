// Following other members: who I follow, follow, unfollow (part 1 sections 4 and 7). Ids are profile ids.
import {
  FOLLOW_MESSAGES,
  FOLLOW_PEOPLE_PAGE_SIZE,
  FOLLOW_SUGGESTION_LIMIT,
  type FollowPeoplePage,
  followEndpoints,
} from "@scholarly/contract";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { notFound } from "../http/http-error.js";
import { pagedAnswer } from "../http/paged-answer.js";
import { memberStore } from "../members/member-store.js";
import { mediaUrl } from "../storage/media-url.js";
import { followCommands, USER_NOT_FOUND } from "./follow-commands.js";
import { type FollowDirection, followStore } from "./follow-store.js";

export const followRoutes: DomainRoutes = (route, context) => {
  const follows = followStore(context.db);
  const profiles = memberStore(context.db);
  const commands = followCommands(context);

  route(followEndpoints.suggestions, async ({ user }) => {
    const people = await follows.mostFollowedNotFollowedBy(user.id, FOLLOW_SUGGESTION_LIMIT);
    return { results: people.map((person) => ({ ...person, profile_picture: mediaUrl(person.profile_picture) })) };
  });

  route(followEndpoints.following, async ({ user }) => {
    const follower = await profiles.profileIdOf(user.id);
    const followed = follower === undefined ? [] : await follows.followedBy(follower);
    return { results: followed.map((id) => ({ follow_user_profile: { id } })), count: followed.length };
  });

  async function peoplePage(direction: FollowDirection, path: string, profileId: number, page: number) {
    if (!(await follows.profileExists(profileId))) throw notFound(USER_NOT_FOUND);
    const offset = (page - 1) * FOLLOW_PEOPLE_PAGE_SIZE;
    const { people, count } = await follows.people(direction, profileId, { limit: FOLLOW_PEOPLE_PAGE_SIZE, offset });
    const results = people.map((person) => ({ ...person, profile_picture: mediaUrl(person.profile_picture) }));
    const answer: FollowPeoplePage = pagedAnswer(
      path,
      { id: profileId, page },
      { page, limit: FOLLOW_PEOPLE_PAGE_SIZE, count },
      results,
    );
    return answer;
  }

  route(followEndpoints.followersOf, async ({ query: { id, page } }) =>
    peoplePage("followers", followEndpoints.followersOf.path, id, page),
  );

  route(followEndpoints.followingOf, async ({ query: { id, page } }) =>
    peoplePage("following", followEndpoints.followingOf.path, id, page),
  );

  route(followEndpoints.follow, async ({ user, body }) => {
    await commands.follow(user.id, body.id);
    return { message: FOLLOW_MESSAGES.followed };
  });

  route(followEndpoints.unfollow, async ({ user, body }) => {
    await commands.unfollow(user.id, body.id);
    return { message: FOLLOW_MESSAGES.unfollowed };
  });
};
