// Following other members by their profile id (part 1 sections 4 and 7).
import { FOLLOW_MESSAGES, type FollowList, followList, messageResponse } from "@scholarly/contract";
import { ApiError, apiRequest } from "./client";

const FOLLOW_PATH = "/user/follow-unfollow/follow/";

/** Profile ids the signed-in member follows. */
export async function fetchFollowedProfileIds(): Promise<number[]> {
  const list: FollowList = await apiRequest(FOLLOW_PATH, { schema: followList });
  return list.results.map((record) => record.follow_user_profile.id);
}

/** Follows a member; being already followed counts as success, told apart by the answer. */
export async function followProfile(profileId: number): Promise<"followed" | "already-following"> {
  try {
    await apiRequest(FOLLOW_PATH, { method: "POST", body: { id: profileId }, schema: messageResponse });
    return "followed";
  } catch (error) {
    if (error instanceof ApiError && error.message === FOLLOW_MESSAGES.alreadyFollowing) return "already-following";
    throw error;
  }
}

/** Unfollows; the server answers 204 or 'Successfully unfollowed.'. */
export async function unfollowProfile(profileId: number): Promise<void> {
  await apiRequest(FOLLOW_PATH, { method: "DELETE", body: { id: profileId } });
}
