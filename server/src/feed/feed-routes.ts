// The home feed, the feed filtered by kind, and a post's detail (part 1 sections 2.12, 2.13 and 7).
import { type FeedPage, feedPage, feedQuery, type PostType, postDetail, searchDataQuery } from "@scholarly/contract";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { DomainRoutes } from "../app-context.js";
import { currentUser } from "../http/authenticate.js";
import { decodeCursor, encodeCursor } from "./feed-cursor.js";
import { type FeedListing, loadFeedPage } from "./feed-page.js";
import { feedResponses } from "./feed-responses.js";
import { onPostsChanged } from "./post-changes.js";
import { postReader } from "./post-detail.js";

const HOME_PATH = "/user/publication/home/";
const SEARCH_DATA_PATH = "/user/publication/search-data/";
const JSON_TYPE = "application/json; charset=utf-8";

interface FeedRequest {
  page: number;
  limit: number;
  type?: PostType | undefined;
  before?: string | undefined;
}

/** The relative URL of another page of the same listing. */
function listingLink(path: string, request: FeedRequest, position: string): string {
  const type = request.type ? `&type=${request.type}` : "";
  return `${path}?${position}&limit=${request.limit}${type}`;
}

async function buildPage(db: Parameters<typeof loadFeedPage>[0], path: string, request: FeedRequest) {
  const listing: FeedListing = { ...request, before: request.before ? decodeCursor(request.before) : undefined };
  const { items, count, next } = await loadFeedPage(db, listing);
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

export const feedRoutes: DomainRoutes = (app, { db, auth, onClose }) => {
  const responses = feedResponses();
  onPostsChanged(db, responses.clear);
  const posts = postReader(db);
  onClose(posts.flush);

  async function sendFeedPage(reply: FastifyReply, path: string, request: FeedRequest) {
    const position = request.before ? `before=${request.before}` : `page=${request.page}`;
    const key = [path, position, request.limit, request.type ?? ""].join("|");
    const json = await responses.get(key, () => buildPage(db, path, request));
    return reply.type(JSON_TYPE).send(json);
  }

  app.get(
    HOME_PATH,
    {
      preHandler: auth.verified,
      schema: {
        summary: "A page of the feed, newest first; with id (and type, default publication) one post's detail",
        security: [{ bearer: [] }],
        querystring: feedQuery,
        response: { 200: z.union([feedPage, postDetail]) },
      },
    },
    async (request, reply) => {
      const { id, ...query } = request.query;
      if (id !== undefined) return posts.read(query.type ?? "publication", id, currentUser(request).id);
      return sendFeedPage(reply, HOME_PATH, query);
    },
  );

  app.get(
    SEARCH_DATA_PATH,
    {
      preHandler: auth.verified,
      schema: {
        summary: "A page of the feed holding one kind of post",
        security: [{ bearer: [] }],
        querystring: searchDataQuery,
        response: { 200: feedPage },
      },
    },
    async (request, reply) => sendFeedPage(reply, SEARCH_DATA_PATH, request.query),
  );
};
