// The home feed, the feed filtered by kind, and a post's detail (part 1 sections 2.12, 2.13 and 7).
import { feedEndpoints } from "@scholarly/contract";
import type { FastifyReply } from "fastify";
import { viewerDocuments } from "../full-text/viewer-documents.js";
import { verifiedMember } from "../http/authenticate.js";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { profileStore } from "../profiles/profile-store.js";
import { publicationAuthorsStore } from "../publications/publication-authors-store.js";
import { publicationStore } from "../publications/publication-store.js";
import { mediaSigner } from "../signing/signed-media.js";
import { visitorOf } from "../stats/visitor.js";
import { thumbnailStore } from "../thumbnails/thumbnail-store.js";
import { type FeedPageRequest, feedPageJson } from "./feed-page.js";
import { feedStore } from "./feed-store.js";
import { postReader } from "./post-detail.js";

const JSON_TYPE = "application/json; charset=utf-8";

export const feedRoutes: DomainRoutes = (route, { db, caches, config, stats, clock }) => {
  const stores = {
    feed: feedStore(db),
    profiles: profileStore(db),
    thumbnails: thumbnailStore(db),
    authors: publicationAuthorsStore(db),
  };
  const posts = postReader(stores, caches, stats, clock);
  const asSeenBy = viewerDocuments(publicationStore(db), mediaSigner(config.jwtSecret));

  /** Pages are kept as the JSON sent (a page does not depend on who asks); post events empty the cache. */
  async function sendFeedPage(reply: FastifyReply, path: string, request: FeedPageRequest) {
    const position = request.before ? `before=${request.before}` : `page=${request.page}`;
    const key = [path, position, request.limit, request.type ?? ""].join("|");
    const json = await caches.feedPages.fetch(key, { context: () => feedPageJson(stores, path, request) });
    return reply.type(JSON_TYPE).send(json);
  }

  // A post's detail is its public landing page; anyone's read counts (in its stats, by a salted hash).
  route(feedEndpoints.home, async ({ user, query: { id, ...listing }, request, reply }) => {
    if (id !== undefined) {
      const detail = await posts.read(listing.type ?? "publication", id, visitorOf(request, user?.id));
      return user ? asSeenBy(detail, user) : detail;
    }
    const member = verifiedMember(user);
    if (listing.feed === "following") {
      // Each member's Following feed is their own, so it is not kept in the shared page cache.
      const followed = await stores.feed.followedUserIds(member.id);
      const json = await feedPageJson(stores, feedEndpoints.home.path, listing, followed);
      return reply.type(JSON_TYPE).send(json);
    }
    return sendFeedPage(reply, feedEndpoints.home.path, listing);
  });

  route(feedEndpoints.searchData, async ({ query, reply }) =>
    sendFeedPage(reply, feedEndpoints.searchData.path, query),
  );
};
