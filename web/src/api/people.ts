// Finding members by name and reading another member's public profile (part 1 sections 2.8, 2.14 and 7).
import { type PublicProfile, profileEndpoints, type SearchResult } from "@scholarly/contract";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "./client";
import { queryKeys } from "./query-keys";

const { allProfiles } = profileEndpoints;

export async function searchPeople(text: string, signal?: AbortSignal): Promise<SearchResult[]> {
  const answer = await callEndpoint(allProfiles, { query: { search: text }, signal });
  // A search answers results; only a request by id answers one profile.
  if (!("results" in answer)) throw new Error("People search answered a profile.");
  return answer.results;
}

export async function fetchPublicProfile(profileId: string): Promise<PublicProfile> {
  const answer = await callEndpoint(allProfiles, { query: { id: profileId } });
  if (!("data" in answer)) throw new Error("A profile request answered search results.");
  return answer.data;
}

/** The people whose names match the searched text; nothing is fetched for blank text. */
export function usePeopleSearch(text: string) {
  return useQuery({
    queryKey: queryKeys.peopleSearch(text),
    queryFn: ({ signal }) => searchPeople(text, signal),
    enabled: text !== "",
  });
}

/** Another member's public profile with its collections; `profileId` must be a record id. */
export function usePublicProfile(profileId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.publicProfile(profileId),
    queryFn: () => fetchPublicProfile(profileId),
    enabled,
  });
}
