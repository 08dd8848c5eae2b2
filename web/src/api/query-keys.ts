// Every server-state query's key, and which queries show each kind of content, so a change refreshes them all.
import type { HomeFeed, PostType, RemoteFollowerStatus } from "@scholarly/contract";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { PortfolioKind } from "./portfolio";

export type MediaKindName = "image" | "video";

export const queryKeys = {
  ownProfile: () => ["own-profile"] as const,
  /** Every public profile; each embeds the member's publications, media, code and portfolio. */
  publicProfiles: () => ["public-profile"] as const,
  publicProfile: (profileId: string) => ["public-profile", profileId] as const,
  peopleSearch: (text: string) => ["people-search", text] as const,
  /** A citation changes with its publication; it is fetched again each time the Cite dialog opens. */
  citation: (id: number, format: string) => ["citation", id, format] as const,
  follows: () => ["follows"] as const,
  /** Every feed page, whole or filtered. */
  feeds: () => ["feed"] as const,
  feed: (page: number, type: PostType | undefined, feed: HomeFeed = "everyone") =>
    ["feed", type ?? "all", page, feed] as const,
  /** Searches show posts too: every change to content makes them stale. */
  researchSearch: (query: object) => ["feed", "search", query] as const,
  suggestions: (text: string) => ["feed", "suggestions", text] as const,
  trendingHashtags: () => ["feed", "trending-hashtags"] as const,
  followSuggestions: () => ["follows", "suggestions"] as const,
  post: (id: string, type: PostType) => ["post", type, id] as const,
  ownPublications: () => ["own-publications"] as const,
  ownMedia: (kind: MediaKindName) => ["own-media", kind] as const,
  ownMediaPage: (kind: MediaKindName, page: number) => ["own-media", kind, page] as const,
  ownCode: () => ["own-code"] as const,
  cv: () => ["portfolio", "cv"] as const,
  portfolio: (kind: PortfolioKind) => ["portfolio", kind] as const,
  /** Every notification query: the unread count, the bell's latest and each page of the full list. */
  notifications: () => ["notifications"] as const,
  unreadNotifications: () => ["notifications", "unread"] as const,
  notificationPages: () => ["notifications", "page"] as const,
  notificationPage: (page: number, limit: number) => ["notifications", "page", page, limit] as const,
  notificationSettings: () => ["notification-settings"] as const,
  federationSettings: () => ["federation-settings"] as const,
  /** Both lists of the member's followers on other servers: waiting and accepted. */
  remoteFollowers: () => ["remote-followers"] as const,
  remoteFollowersWith: (status: RemoteFollowerStatus) => ["remote-followers", status] as const,
  /** The accounts on other servers the member follows. */
  fediverseFollowing: () => ["fediverse-following"] as const,
  authorships: () => ["authorships"] as const,
  postStats: (id: string, type: PostType) => ["stats", "post", type, id] as const,
  /** A work's comments from the fediverse; what the viewer sees depends on who they are. */
  comments: (id: string, type: PostType) => ["comments", type, id] as const,
  profileStats: (profileId: number) => ["stats", "profile", profileId] as const,
};

/** The queries that show a kind of content: publishing, editing or deleting one item makes all of them stale. */
export const queriesShowing = {
  publications: (): QueryKey[] => [queryKeys.ownPublications(), queryKeys.feeds(), queryKeys.publicProfiles()],
  media: (kind: MediaKindName): QueryKey[] => [queryKeys.ownMedia(kind), queryKeys.feeds(), queryKeys.publicProfiles()],
  code: (): QueryKey[] => [queryKeys.ownCode(), queryKeys.feeds(), queryKeys.publicProfiles()],
  portfolio: (kind: PortfolioKind): QueryKey[] => [queryKeys.portfolio(kind), queryKeys.publicProfiles()],
  /** Feed cards and public profiles carry the author's name and picture. */
  profile: (): QueryKey[] => [queryKeys.feeds(), queryKeys.publicProfiles()],
  /** The Following feed and whom to follow change with every follow. */
  follows: (): QueryKey[] => [queryKeys.follows(), queryKeys.feeds(), queryKeys.publicProfiles()],
};

/** Marks every listed query stale; the ones on screen fetch again at once, the others when next shown. */
export async function invalidate(queryClient: QueryClient, keys: QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
