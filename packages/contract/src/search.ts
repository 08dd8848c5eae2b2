// Finding research: full-text search over every kind of post, the search box's suggestions and trending
// hashtags (issue 10).
import { z } from "zod";
import { pageOf } from "./common.js";
import { FEED_PAGE_SIZE, feedItem, MAX_FEED_LIMIT, MAX_FEED_PAGE, POST_TYPES } from "./feed.js";
import { PUBLICATION_TYPES } from "./publications.js";

export const SEARCH_SORTS = ["relevance", "newest"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Where a hit matched, for the snippet's label. */
export const MATCHED_IN = ["title", "abstract", "description", "document", "code", "author"] as const;
export type MatchedIn = (typeof MATCHED_IN)[number];

/** Above this many hits the count may be an estimate. */
export const EXACT_COUNT_LIMIT = 10_000;
export const MAX_SEARCH_TEXT = 500;
export const SUGGESTION_LIMIT = 5;
/** Searches a minute from one address, for visitors who are not signed in (per endpoint); members have no ceiling. */
export const ANONYMOUS_SEARCHES_PER_MINUTE = 30;

export const SEARCH_MESSAGES = {
  empty: "Type something to search for, or choose a filter.",
  years: "year_from must not be after year_to.",
  anonymousLimit:
    "Too many searches from your address. Sign in to search without this limit, or try again in a minute.",
} as const;

const whole = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}.`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** GET /user/search/ */
export const searchQuery = z
  .object({
    q: z.string().trim().max(MAX_SEARCH_TEXT, `q must be at most ${MAX_SEARCH_TEXT} characters.`).default(""),
    kind: z.enum(POST_TYPES, { error: "kind must be one of publication, image, video, code." }).optional(),
    publication_type: z.enum(PUBLICATION_TYPES, { error: "Unknown publication type." }).optional(),
    year_from: whole("year_from", 1000, 9999).optional(),
    year_to: whole("year_to", 1000, 9999).optional(),
    /** `true`: only publications holding a document (public, or private for the asking); metadata-only works are left out. */
    full_text: z.stringbool({ error: "full_text must be true or false." }).optional(),
    sort: z.enum(SEARCH_SORTS, { error: "sort must be relevance or newest." }).default("relevance"),
    page: whole("page", 1, MAX_FEED_PAGE).default(1),
    limit: whole("limit", 1, MAX_FEED_LIMIT).default(FEED_PAGE_SIZE),
  })
  .refine(
    (query) =>
      query.q !== "" ||
      query.kind !== undefined ||
      query.publication_type !== undefined ||
      query.year_from !== undefined ||
      query.year_to !== undefined ||
      query.full_text === true,
    { message: SEARCH_MESSAGES.empty, path: ["q"] },
  )
  .refine((query) => query.year_from === undefined || query.year_to === undefined || query.year_from <= query.year_to, {
    message: SEARCH_MESSAGES.years,
    path: ["year_from"],
  });
export type SearchQuery = z.infer<typeof searchQuery>;

/** A feed card plus where it matched: `highlight` is HTML-escaped text with the matched words in <mark>…</mark>. */
export const searchHit = feedItem.extend({
  highlight: z.string(),
  matched_in: z.enum(MATCHED_IN),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchPage = pageOf(searchHit).extend({
  /** True when there are more than 10,000 hits and `count` is the planner's estimate. */
  count_is_estimate: z.boolean(),
});
export type SearchPage = z.infer<typeof searchPage>;

/** GET /user/search/suggest/ */
export const suggestQuery = z.object({
  q: z
    .string({ error: "q is required." })
    .trim()
    .min(1, "q is required.")
    .max(MAX_SEARCH_TEXT, `q must be at most ${MAX_SEARCH_TEXT} characters.`),
});

export const suggestions = z.object({
  people: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      profile_picture: z.string().nullable(),
      institution: z.string(),
    }),
  ),
  research: z.array(z.object({ id: z.number().int(), type: z.enum(POST_TYPES), title: z.string() })),
});
export type Suggestions = z.infer<typeof suggestions>;

export const trendingHashtags = z.object({
  results: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});
export type TrendingHashtags = z.infer<typeof trendingHashtags>;
