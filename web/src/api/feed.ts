// The home feed, whole or of the members followed, each also filtered by kind of post (part 1 sections 2.12 and 7).
import { FEED_PAGE_SIZE, feedEndpoints, type HomeFeed, type HomeFeedPage, type PostType } from "@scholarly/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "./client";
import { queryKeys } from "./query-keys";

const FEED_FAILED = "Failed to fetch content";

export async function fetchFeed(
  page: number,
  type: PostType | undefined,
  feed: HomeFeed = "everyone",
): Promise<HomeFeedPage> {
  if (type && feed === "everyone")
    return callEndpoint(feedEndpoints.searchData, {
      query: { type, page, limit: FEED_PAGE_SIZE },
      fallbackError: FEED_FAILED,
    });
  return callEndpoint(feedEndpoints.home, {
    // The everyone feed is asked for as before, so its address (and the server's page cache) is unchanged.
    query: { page, limit: FEED_PAGE_SIZE, ...(type && { type }), ...(feed === "following" && { feed }) },
    fallbackError: FEED_FAILED,
  });
}

/** A page of the feed; the previous page stays on screen while the next one loads. */
export function useFeed(page: number, type: PostType | undefined, feed: HomeFeed = "everyone") {
  return useQuery({
    queryKey: queryKeys.feed(page, type, feed),
    queryFn: () => fetchFeed(page, type, feed),
    placeholderData: keepPreviousData,
  });
}
