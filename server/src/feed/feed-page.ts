// One page of the feed, as the JSON sent: every kind of post (or one kind), newest first, merged from
// per-kind index scans, with links to the neighbouring pages.
import {
  type HomeFeed,
  type HomeFeedCard,
  type HomeFeedPage,
  homeFeedPage,
  POST_TYPES,
  type PostType,
} from "@scholarly/contract";
import { listLink, pagedAnswer } from "../http/paged-answer.js";
import { presentCard } from "../posts/present-card.js";
import { decodeCursor, encodeCursor, type FeedPosition } from "./feed-cursor.js";
import type { FeedEntry, FeedStore } from "./feed-store.js";
import { presentFediverseCard } from "./present-fediverse-card.js";

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
  items: HomeFeedCard[];
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
    following?: FollowingFeed | undefined;
  },
): Promise<LoadedFeedPage> {
  const types = listing.type ? [listing.type] : POST_TYPES;
  const offset = listing.before ? 0 : (listing.page - 1) * listing.limit;
  const authors = listing.following && { followedBy: listing.following.viewerId };
  // Fediverse posts are of no kind here: a Following feed narrowed to one kind leaves them out.
  const fediverseOf = listing.type ? undefined : listing.following?.viewerId;
  const [found, count, fediverseCount] = await Promise.all([
    feed.newestPosts(types, { offset, limit: listing.limit + 1, before: listing.before, authors, fediverseOf }),
    authors ? feed.countByAuthors(types, authors) : feed.count(types),
    fediverseOf === undefined ? 0 : feed.fediverseCount(fediverseOf),
  ]);
  const onPage = found.slice(0, listing.limit);
  const last = onPage.at(-1);
  const next =
    found.length > listing.limit && last
      ? { type: last.type, id: last.row.id, createdAtMicros: last.createdAtMicros }
      : null;
  return { items: onPage.map(presentEntry), count: count + fediverseCount, next };
}

const presentEntry = (entry: FeedEntry): HomeFeedCard =>
  entry.type === "fediverse" ? presentFediverseCard(entry) : presentCard(entry);

/** The Following feed: the viewer, whose follows of members and of fediverse accounts choose the posts. */
export interface FollowingFeed {
  viewerId: number;
}

/**
 * The page of the listing at `path`, serialized. `following` narrows it to the posts of the members the viewer
 * follows, with those of the fediverse accounts they follow (the Following feed).
 */
export async function feedPageJson(
  feed: FeedStore,
  path: string,
  request: FeedPageRequest,
  following?: FollowingFeed,
): Promise<string> {
  const before = request.before ? decodeCursor(request.before) : undefined;
  const { items, count, next } = await loadFeedPage(feed, { ...request, before, following });
  const nextCursor = next && encodeCursor(next);
  // The listing's own query, in the order its links have always had; the everyone feed is the default.
  const listing = {
    limit: request.limit,
    type: request.type,
    feed: request.feed === "following" ? request.feed : undefined,
  };
  // Page links follow page numbers; a cursor page links on by cursor and has no way back.
  const envelope = request.before
    ? {
        count,
        next: nextCursor && listLink(path, { before: nextCursor, ...listing }),
        previous: null,
        results: items,
      }
    : pagedAnswer(path, { page: request.page, ...listing }, { page: request.page, limit: request.limit, count }, items);
  const page: HomeFeedPage = { ...envelope, next_cursor: nextCursor };
  // The same parse and stringify as the route's response serializer, so cached bodies are byte-identical.
  return JSON.stringify(homeFeedPage.parse(page));
}
