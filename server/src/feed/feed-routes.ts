// The home feed, the feed filtered by kind, and a post's detail (part 1 sections 2.12, 2.13 and 7); the spec's
// `home/?id=` address of a post reaches the post route through http/post-detail-alias.ts.
import { feedEndpoints } from "@scholarly/contract";
import type { FastifyReply } from "fastify";
import { verifiedMember } from "../http/authenticate.js";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { visitorOf } from "../http/visitor.js";
import { fediverseReactionStore } from "../posts/fediverse-reaction-store.js";
import { hydrationStore } from "../posts/hydration-store.js";
import { mediaSigner } from "../signing/signed-media.js";
import { type FeedPageRequest, feedPageJson } from "./feed-page.js";
import { feedStore } from "./feed-store.js";
import { postReader } from "./post-detail.js";

const JSON_TYPE = "application/json; charset=utf-8";

export const feedRoutes: DomainRoutes = (route, context) => {
  const { db, caches, config } = context;
  const feed = feedStore(db);
  const posts = postReader(hydrationStore(db), fediverseReactionStore(db), context);
  const signer = mediaSigner(config.jwtSecret);

  /** Pages are kept as the JSON sent (a page does not depend on who asks); post events empty the cache. */
  async function sendFeedPage(reply: FastifyReply, path: string, request: FeedPageRequest) {
    const position = request.before ? `before=${request.before}` : `page=${request.page}`;
    const key = [path, position, request.limit, request.type ?? ""].join("|");
    const json = await caches.feedPages.fetch(key, { context: () => feedPageJson(feed, path, request) });
    return reply.type(JSON_TYPE).send(json);
  }

  // A post's detail is its public landing page; anyone's read counts (in its stats, by a salted hash).
  route(feedEndpoints.post, async ({ user, query: { id, type }, request }) =>
    posts.read(type, id, visitorOf(request, user?.id), { userId: user?.id, signer }),
  );

  route(feedEndpoints.home, async ({ user, query: listing, reply }) => {
    const member = verifiedMember(user);
    if (listing.feed === "following") {
      // Each member's Following feed is their own, so it is not kept in the shared page cache.
      const json = await feedPageJson(feed, feedEndpoints.home.path, listing, { viewerId: member.id });
      return reply.type(JSON_TYPE).send(json);
    }
    return sendFeedPage(reply, feedEndpoints.home.path, listing);
  });

  route(feedEndpoints.searchData, async ({ query, reply }) =>
    sendFeedPage(reply, feedEndpoints.searchData.path, query),
  );
};
