// The home feed, the feed filtered by kind, and a post's detail (part 1 sections 2.12, 2.13 and 7).
import { feedPage, feedQuery, postDetail, searchDataQuery } from "@scholarly/contract";
import { z } from "zod";
import type { DomainRoutes } from "../app-context.js";
import { currentUser } from "../http/authenticate.js";
import { type FeedListing, loadFeedPage, pageLink } from "./feed-page.js";
import { readPost } from "./post-detail.js";

const HOME_PATH = "/user/publication/home/";
const SEARCH_DATA_PATH = "/user/publication/search-data/";

export const feedRoutes: DomainRoutes = (app, { db, auth }) => {
  async function feedPageAt(path: string, options: FeedListing) {
    const { items, count } = await loadFeedPage(db, options);
    return {
      results: items,
      count,
      next: pageLink(path, options, options.page + 1, count),
      previous: pageLink(path, options, options.page - 1, count),
    };
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
    async (request) => {
      const query = request.query;
      if (query.id !== undefined) {
        return readPost(db, query.type ?? "publication", query.id, currentUser(request).id);
      }
      return feedPageAt(HOME_PATH, query);
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
    async (request) => feedPageAt(SEARCH_DATA_PATH, request.query),
  );
};
