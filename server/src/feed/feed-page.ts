// One page of the feed, as the JSON sent: every kind of post (or one kind), newest first, merged from
// per-kind index scans, with links to the neighbouring pages.
import { type FeedItem, type FeedPage, feedPage, type HomeFeed, POST_TYPES, type PostType } from "@scholarly/contract";
import type { ProfileStore } from "../profiles/profile-store.js";
import { loadThumbnails } from "../thumbnails/post-thumbnails.js";
import type { ThumbnailStore } from "../thumbnails/thumbnail-store.js";
import { decodeCursor, encodeCursor, type FeedPosition } from "./feed-cursor.js";
import type { FeedStore, Post } from "./feed-store.js";
import { loadAuthors } from "./post-authors.js";
import { presentFeedItem, thumbnailedPost } from "./present-post.js";

/** Which page of which listing, as asked: every kind of post or one kind; by page number or after a cursor. */
export interface FeedPageRequest {
  page: number;
  limit: number;
  type?: PostType | undefined;
  before?: string | undefined;
  /** `following`: only posts by members the viewer follows. */
  feed?: HomeFeed | undefined;
}

export interface FeedStores {
  feed: FeedStore;
  profiles: ProfileStore;
  thumbnails: ThumbnailStore;
}

interface LoadedFeedPage {
  items: FeedItem[];
  count: number;
  /** Where the next page starts, or null when this page reaches the oldest post. */
  next: FeedPosition | null;
}

/** The cards of these posts, in the order given; posts deleted meanwhile are left out. */
export async function presentPosts(
  { feed, profiles, thumbnails }: FeedStores,
  keys: readonly { type: PostType; id: number }[],
): Promise<{ post: Post; item: FeedItem }[]> {
  const types = [...new Set(keys.map((key) => key.type))];
  const loaded = await Promise.all(
    types.map((type) =>
      feed.postsById(
        type,
        keys.filter((key) => key.type === type).map((key) => key.id),
      ),
    ),
  );
  const byKey = new Map<string, Post>(loaded.flat().map((post) => [`${post.type}:${post.row.id}`, post]));
  const posts = keys.flatMap((key) => byKey.get(`${key.type}:${key.id}`) ?? []);
  const items = await presentLoaded({ profiles, thumbnails }, posts);
  return posts.map((post, index) => ({ post, item: items[index] as FeedItem }));
}

/** The cards of loaded posts, in their order: authors and thumbnails in one batch each. */
async function presentLoaded(
  { profiles, thumbnails }: Omit<FeedStores, "feed">,
  posts: readonly Post[],
): Promise<FeedItem[]> {
  const [authorOf, thumbnailOf] = await Promise.all([
    loadAuthors(
      profiles,
      posts.map((post) => post.row.user_id),
    ),
    loadThumbnails(thumbnails, posts.map(thumbnailedPost)),
  ]);
  return posts.map((post) => presentFeedItem(post, authorOf(post.row.user_id), thumbnailOf(post.type, post.row.id)));
}

/** One post more than the page holds tells whether another page follows. */
async function loadFeedPage(
  { feed, profiles, thumbnails }: FeedStores,
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
  const next = found.length > listing.limit && last ? last.position : null;
  const items = await presentLoaded(
    { profiles, thumbnails },
    onPage.map(({ post }) => post),
  );
  return { items, count, next };
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
  stores: FeedStores,
  path: string,
  request: FeedPageRequest,
  authors?: readonly number[],
): Promise<string> {
  const before = request.before ? decodeCursor(request.before) : undefined;
  const { items, count, next } = await loadFeedPage(stores, { ...request, before, authors });
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
