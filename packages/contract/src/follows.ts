// Following other members (part 1 sections 4 and 7). `id` is always the followed member's profile id.
import { z } from "zod";
import { pageOf, recordId } from "./common.js";

export const followRequest = z.object({ id: recordId });
export type FollowRequest = z.input<typeof followRequest>;

export const followRecord = z.object({ follow_user_profile: z.object({ id: z.number().int() }) });
export type FollowRecord = z.infer<typeof followRecord>;
export const followList = z.object({ results: z.array(followRecord), count: z.number().int() });
export type FollowList = z.infer<typeof followList>;

export const FOLLOW_MESSAGES = {
  followed: "Successfully followed",
  alreadyFollowing: "You are already following this user.",
  unfollowed: "Successfully unfollowed.",
  notFollowing: "You are not following this user.",
  self: "You cannot follow yourself.",
} as const;

export const FOLLOW_PEOPLE_PAGE_SIZE = 20;

/** GET /user/follow-unfollow/followers/ and /following/: `id` is the profile whose followers (or follows) to list. */
export const followPeopleQuery = z.object({
  id: recordId,
  page: z.coerce
    .number()
    .int("page must be a positive whole number.")
    .positive("page must be a positive whole number.")
    .default(1),
});
export type FollowPeopleQuery = z.input<typeof followPeopleQuery>;

/** One member in a followers or following list. */
export const followPerson = z.object({
  id: z.number().int(),
  name: z.string(),
  profile_picture: z.string().nullable(),
  institution: z.string(),
});
export type FollowPerson = z.infer<typeof followPerson>;

/** Newest follow first; `next`/`previous` are the neighbouring pages' URLs. */
export const followPeoplePage = pageOf(followPerson);
export type FollowPeoplePage = z.infer<typeof followPeoplePage>;

export const FOLLOW_SUGGESTION_LIMIT = 5;

/** The most-followed members the viewer does not follow yet (the empty Following feed's advice). */
export const followSuggestions = z.object({
  results: z.array(followPerson.extend({ followers_count: z.number().int() })),
});
export type FollowSuggestions = z.infer<typeof followSuggestions>;
