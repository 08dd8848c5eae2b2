// Following other members (part 1 sections 4 and 7). `id` is always the followed member's profile id.
import { z } from "zod";
import { recordId } from "./common.js";

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
