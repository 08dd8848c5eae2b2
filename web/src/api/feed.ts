// The home feed, whole or filtered by kind of post (part 1 sections 2.12 and 7).
import { FEED_PAGE_SIZE, type FeedPage, feedPage, type PostType } from "@scholarly/contract";
import { apiRequest } from "./client";

export function fetchFeed(page: number, type: PostType | undefined): Promise<FeedPage> {
  const path = type ? "/user/publication/search-data/" : "/user/publication/home/";
  return apiRequest(path, {
    query: { type, page, limit: FEED_PAGE_SIZE },
    schema: feedPage,
    fallbackError: "Failed to fetch content",
  });
}
