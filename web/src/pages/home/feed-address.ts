// Reading the feed's address: ?type= names a kind of post, ?page= a page number, ?feed=following the posts of
// the members followed.
import { HOME_FEEDS, type HomeFeed, POST_TYPES, type PostType } from "@scholarly/contract";

export function feedTypeOf(value: string | null): PostType | undefined {
  return POST_TYPES.find((type) => type === value);
}

export function pageNumberOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function homeFeedOf(value: string | null): HomeFeed {
  return HOME_FEEDS.find((feed) => feed === value) ?? "everyone";
}

/** The feed's first page for a kind of post and whose posts; the defaults (all kinds, everyone) stay out of it. */
export function feedAddress(type: PostType | undefined, feed: HomeFeed): URLSearchParams {
  const params = new URLSearchParams();
  if (type) params.set("type", type);
  if (feed === "following") params.set("feed", feed);
  return params;
}
