// Finding research (issue 10): search, the search box's suggestions, trending hashtags. Search and suggestions
// answer visitors who are not signed in too (public research and people only, under a per-address ceiling).
import { failures } from "../common.js";
import { endpoint } from "../endpoint.js";
import { searchPage, searchQuery, suggestions, suggestQuery, trendingHashtags } from "../search.js";

const tag = "search";

export const searchEndpoints = {
  search: endpoint({
    method: "GET",
    path: "/user/search/",
    auth: "optional",
    tag,
    summary:
      'Full-text search of research: words, "phrases", -word, #hashtag, author:, type:, a DOI; filters, sort, pages',
    query: searchQuery,
    responses: { 200: searchPage, ...failures(400, 401, 429) },
  }),
  suggest: endpoint({
    method: "GET",
    path: "/user/search/suggest/",
    auth: "optional",
    tag,
    summary: "Up to 5 people and 5 research posts for the search box; the last word matches as a prefix",
    query: suggestQuery,
    responses: { 200: suggestions, ...failures(400, 401, 429) },
  }),
  trendingHashtags: endpoint({
    method: "GET",
    path: "/user/hashtags/trending/",
    auth: "bearer",
    tag,
    summary: "The 10 hashtags most used in posts of the last 7 days",
    responses: { 200: trendingHashtags, ...failures(401, 403) },
  }),
};
