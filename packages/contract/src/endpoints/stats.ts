// Reads and downloads per post and per member (COUNTER-style).
import { failures } from "../common.js";
import { endpoint } from "../endpoint.js";
import { postStatsQuery, postStatsResponse, profileIdQuery, profileStatsResponse } from "../stats.js";

export const statsEndpoints = {
  postStats: endpoint({
    method: "GET",
    path: "/user/publication/stats/",
    auth: "optional",
    tag: "stats",
    summary: "A post's reads, downloads and unique readers over a range, with a zero-filled series by day or month",
    query: postStatsQuery,
    responses: { 200: postStatsResponse, ...failures(400, 401, 404) },
  }),
  profileStats: endpoint({
    method: "GET",
    path: "/user/profile/stats/",
    auth: "optional",
    tag: "stats",
    summary:
      "A member's reads, downloads, followers and publications, the last 12 months and their five most-read works",
    query: profileIdQuery,
    responses: { 200: profileStatsResponse, ...failures(400, 401, 404) },
  }),
};
