// Reads and downloads of a post, and a member's stats; both public on the server, counted COUNTER-style.
import { type PostStats, type PostType, type ProfileStats, statsEndpoints } from "@scholarly/contract";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "./client";
import { queryKeys } from "./query-keys";

/** Counts are exact within a few seconds on the server; asking more often than this shows nothing new. */
const STATS_STALE_MS = 5_000;

export async function fetchPostStats(id: string, type: PostType): Promise<PostStats> {
  const answer = await callEndpoint(statsEndpoints.postStats, {
    query: { id, type },
    fallbackError: "Failed to load the post's stats.",
  });
  return answer.data;
}

/** The last 30 days of a post's reads and downloads, by day. */
export function usePostStats(id: string, type: PostType) {
  return useQuery({
    queryKey: queryKeys.postStats(id, type),
    queryFn: () => fetchPostStats(id, type),
    staleTime: STATS_STALE_MS,
  });
}

export async function fetchProfileStats(profileId: number): Promise<ProfileStats> {
  const answer = await callEndpoint(statsEndpoints.profileStats, {
    query: { id: profileId },
    fallbackError: "Failed to load your stats.",
  });
  return answer.data;
}

/** A member's totals, their last 12 months and their most-read works. */
export function useProfileStats(profileId: number) {
  return useQuery({
    queryKey: queryKeys.profileStats(profileId),
    queryFn: () => fetchProfileStats(profileId),
    staleTime: STATS_STALE_MS,
  });
}
