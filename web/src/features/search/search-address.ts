// The /search page's whole state lives in its address, so a search can be bookmarked, shared and gone back to.
import {
  POST_TYPES,
  type PostType,
  PUBLICATION_TYPES,
  type PublicationType,
  SEARCH_SORTS,
  type SearchSort,
} from "@scholarly/contract";

export const SEARCH_TABS = ["all", "people", "research"] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export interface SearchState {
  q: string;
  tab: SearchTab;
  kind?: PostType | undefined;
  publicationType?: PublicationType | undefined;
  yearFrom?: number | undefined;
  yearTo?: number | undefined;
  /** Only publications with a full text here (metadata-only works left out). */
  fullText?: boolean | undefined;
  sort: SearchSort;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);

function yearOf(value: string | null): number | undefined {
  const year = Number(value);
  return value && Number.isInteger(year) && year >= 1000 && year <= 9999 ? year : undefined;
}

/** Anything unknown in the address is ignored rather than refused: an old or mistyped link still searches. */
export function readSearchState(params: URLSearchParams): SearchState {
  const page = Number(params.get("page"));
  return {
    q: params.get("q") ?? "",
    tab: oneOf(SEARCH_TABS, params.get("tab")) ?? "all",
    kind: oneOf(POST_TYPES, params.get("kind")),
    publicationType: oneOf(PUBLICATION_TYPES, params.get("publication_type")),
    yearFrom: yearOf(params.get("year_from")),
    yearTo: yearOf(params.get("year_to")),
    fullText: params.get("full_text") === "true" || undefined,
    sort: oneOf(SEARCH_SORTS, params.get("sort")) ?? "relevance",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address of a state; defaults are left out so addresses stay short ('/search?q=neural'). */
export function searchAddress(state: SearchState): string {
  const params = new URLSearchParams();
  params.set("q", state.q);
  if (state.tab !== "all") params.set("tab", state.tab);
  if (state.kind) params.set("kind", state.kind);
  if (state.publicationType) params.set("publication_type", state.publicationType);
  if (state.yearFrom !== undefined) params.set("year_from", String(state.yearFrom));
  if (state.yearTo !== undefined) params.set("year_to", String(state.yearTo));
  if (state.fullText) params.set("full_text", "true");
  if (state.sort !== "relevance") params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  return `/search?${params}`;
}

/** Whether the research search has anything to look for (the server refuses an empty one). */
export function hasResearchQuery(state: SearchState): boolean {
  return (
    state.q.trim() !== "" ||
    state.kind !== undefined ||
    state.publicationType !== undefined ||
    state.yearFrom !== undefined ||
    state.yearTo !== undefined ||
    state.fullText === true
  );
}

/** The page of search results a hashtag links to. */
export const hashtagAddress = (tag: string) => `/search?q=${encodeURIComponent(`#${tag}`)}`;
