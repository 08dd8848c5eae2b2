// The spec's older address of a post's detail, `/user/publication/home/?id=…`, answered by the post endpoint
// (POST_DETAIL_ALIAS): the request is routed there before anything else reads it, so both addresses share one
// handler, schema and answer, and the feed's own route answers only pages.
import { POST_DETAIL_ALIAS } from "@scholarly/contract";

export function rewritePostDetailAlias(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart < 0 || url.slice(0, queryStart) !== POST_DETAIL_ALIAS.path) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  if (!query.has(POST_DETAIL_ALIAS.query)) return url;
  return `${POST_DETAIL_ALIAS.answeredBy.path}${url.slice(queryStart)}`;
}
