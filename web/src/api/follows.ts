// Following other members by their profile id (part 1 sections 4 and 7).
import { FOLLOW_MESSAGES, followEndpoints } from "@scholarly/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, callEndpoint } from "./client";
import { invalidate, queriesShowing, queryKeys } from "./query-keys";

/** Profile ids the signed-in member follows. */
export async function fetchFollowedProfileIds(): Promise<number[]> {
  const list = await callEndpoint(followEndpoints.following);
  return list.results.map((record) => record.follow_user_profile.id);
}

export type FollowOutcome = "followed" | "already-following" | "unfollowed";

/** Follows a member; being already followed counts as success, told apart by the answer. */
export async function followProfile(profileId: number): Promise<FollowOutcome> {
  try {
    await callEndpoint(followEndpoints.follow, { body: { id: profileId } });
    return "followed";
  } catch (error) {
    if (error instanceof ApiError && error.message === FOLLOW_MESSAGES.alreadyFollowing) return "already-following";
    throw error;
  }
}

export async function unfollowProfile(profileId: number): Promise<FollowOutcome> {
  await callEndpoint(followEndpoints.unfollow, { body: { id: profileId } });
  return "unfollowed";
}

export function useFollowedProfileIds() {
  return useQuery({ queryKey: queryKeys.follows(), queryFn: fetchFollowedProfileIds });
}

/** Follows or unfollows; the follow list is the truth for every button on screen, so it is fetched again after. */
export function useFollowChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, follow }: { profileId: number; follow: boolean }) =>
      follow ? followProfile(profileId) : unfollowProfile(profileId),
    onSettled: () => invalidate(queryClient, queriesShowing.follows()),
  });
}

/** The most-followed members the signed-in member does not follow yet. */
export function useFollowSuggestions(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.followSuggestions(),
    queryFn: () => callEndpoint(followEndpoints.suggestions),
    enabled,
  });
}

export type FollowDirection = "followers" | "following";

/** The first page of a profile's followers, or of the members it follows. */
export function useFollowPeople(profileId: number, direction: FollowDirection, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.follows(), direction, profileId],
    queryFn: () =>
      direction === "followers"
        ? callEndpoint(followEndpoints.followersOf, { query: { id: profileId } })
        : callEndpoint(followEndpoints.followingOf, { query: { id: profileId } }),
    enabled,
  });
}
