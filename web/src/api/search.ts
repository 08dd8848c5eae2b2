// Finding research: the search page's results, the search box's suggestions and trending hashtags (issue 10).
import { FEED_PAGE_SIZE, searchEndpoints } from "@scholarly/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { hasResearchQuery, type SearchState } from "../features/search/search-address";
import { callEndpoint } from "./client";
import { queryKeys } from "./query-keys";

/** A page of research hits for the search page's state; nothing is fetched while there is nothing to look for. */
export function useResearchSearch(state: SearchState, enabled: boolean) {
  const query = {
    q: state.q,
    kind: state.kind,
    publication_type: state.publicationType,
    year_from: state.yearFrom,
    year_to: state.yearTo,
    full_text: state.fullText ? "true" : undefined,
    sort: state.sort,
    page: state.page,
    limit: FEED_PAGE_SIZE,
  };
  return useQuery({
    queryKey: queryKeys.researchSearch(query),
    queryFn: ({ signal }) => callEndpoint(searchEndpoints.search, { query, signal }),
    enabled: enabled && hasResearchQuery(state),
    placeholderData: keepPreviousData,
  });
}

/** The newest publications, which anyone may read: the landing page's list (a search by kind alone, newest first). */
export function useNewestPublications(limit: number) {
  const query = { q: "", kind: "publication" as const, sort: "newest" as const, page: 1, limit };
  return useQuery({
    queryKey: queryKeys.researchSearch(query),
    queryFn: ({ signal }) => callEndpoint(searchEndpoints.search, { query, signal }),
  });
}

/** People and research for the search box as the member types; blank text fetches nothing. */
export function useSuggestions(text: string) {
  return useQuery({
    queryKey: queryKeys.suggestions(text),
    queryFn: ({ signal }) => callEndpoint(searchEndpoints.suggest, { query: { q: text }, signal }),
    enabled: text !== "",
    placeholderData: keepPreviousData,
  });
}

export function useTrendingHashtags() {
  return useQuery({
    queryKey: queryKeys.trendingHashtags(),
    queryFn: () => callEndpoint(searchEndpoints.trendingHashtags),
  });
}
