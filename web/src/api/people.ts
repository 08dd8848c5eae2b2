// Finding members by name and reading another member's public profile (part 1 sections 2.8, 2.14 and 7).
import { dataOf, type PublicProfile, publicProfile, type SearchResult, searchResponse } from "@scholarly/contract";
import { apiRequest } from "./client";

const PROFILES_PATH = "/user/profile/all-profiles/";

export async function searchPeople(text: string, signal?: AbortSignal): Promise<SearchResult[]> {
  const answer = await apiRequest(PROFILES_PATH, { query: { search: text }, schema: searchResponse, signal });
  return answer.results;
}

export async function fetchPublicProfile(profileId: string): Promise<PublicProfile> {
  const answer = await apiRequest(PROFILES_PATH, { query: { id: profileId }, schema: dataOf(publicProfile) });
  return answer.data;
}
