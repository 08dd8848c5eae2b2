// One page of the feed, as the JSON sent: every kind of post (or one kind), newest first, merged from
// per-kind index scans, with links to the neighbouring pages.
import { type FeedItem, type FeedPage, feedPage, type HomeFeed, POST_TYPES, type PostType } from "@scholarly/contract";
import { presentCard } from "../posts/present-card.js";
import { decodeCursor, encodeCursor, type FeedPosition } from "./feed-cursor.js";
import type { FeedStore } from "./feed-store.js";

/** Which page of which listing, as asked: every kind of post or one kind; by page number or after a cursor. */
export interface FeedPageRequest {
  page: number;
  limit: number;
  type?: PostType | undefined;
  before?: string | undefined;
  /** `following`: only posts by members the viewer follows. */
  feed?: HomeFeed | undefined;
}

interface LoadedFeedPage {
  items: FeedItem[];
  count: number;
  /** Where the next page starts, or null when this page reaches the oldest post. */
  next: FeedPosition | null;
}

/** One post more than the page holds tells whether another page follows. */
async function loadFeedPage(
  feed: FeedStore,
  listing: {
    page: number;
    limit: number;
    type?: PostType | undefined;
    before?: FeedPosition | undefined;
    authors?: readonly number[] | undefined;
  },
): Promise<LoadedFeedPage> {
  const types = listing.type ? [listing.type] : POST_TYPES;
  const offset = listing.before ? 0 : (listing.page - 1) * listing.limit;
  const { authors } = listing;
  const [found, count] = await Promise.all([
    feed.newestPosts(types, { offset, limit: listing.limit + 1, before: listing.before, authors }),
    authors ? feed.countByAuthors(types, authors) : feed.count(types),
  ]);
  const onPage = found.slice(0, listing.limit);
  const last = onPage.at(-1);
  const next =
    found.length > listing.limit && last
      ? { type: last.type, id: last.row.id, createdAtMicros: last.createdAtMicros }
      : null;
  return { items: onPage.map(presentCard), count, next };
}

/** The relative URL of another page of the same listing. */
function listingLink(path: string, request: FeedPageRequest, position: string): string {
  const type = request.type ? `&type=${request.type}` : "";
  const feed = request.feed === "following" ? "&feed=following" : "";
  return `${path}?${position}&limit=${request.limit}${type}${feed}`;
}

/**
 * The page of the listing at `path`, serialized. `authors` narrows it to those members' posts (the
 * Following feed, with the user ids of the members followed).
 */
export async function feedPageJson(
  feed: FeedStore,
  path: string,
  request: FeedPageRequest,
  authors?: readonly number[],
): Promise<string> {
  const before = request.before ? decodeCursor(request.before) : undefined;
  const { items, count, next } = await loadFeedPage(feed, { ...request, before, authors });
  const nextCursor = next && encodeCursor(next);
  const byPage = !request.before;
  const page: FeedPage = {
    results: items,
    count,
    // Page links follow page numbers; a cursor page links on by cursor and has no way back.
    next: !nextCursor ? null : listingLink(path, request, byPage ? `page=${request.page + 1}` : `before=${nextCursor}`),
    previous:
      byPage && request.page > 1 && (request.page - 2) * request.limit < count
        ? listingLink(path, request, `page=${request.page - 1}`)
        : null,
    next_cursor: nextCursor,
  };
  // The same parse and stringify as the route's response serializer, so cached bodies are byte-identical.
  return JSON.stringify(feedPage.parse(page));
}
