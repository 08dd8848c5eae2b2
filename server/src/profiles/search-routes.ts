// GET /user/profile/all-profiles/: ranked, typo-tolerant people search, or one public profile by id.
import { allProfilesQuery, dataOf, publicProfile, searchResponse } from "@scholarly/contract";
import { z } from "zod";
import type { DomainRoutes } from "../app-context.js";
import { badRequest } from "../http/http-error.js";
import { searchPeople } from "./people-search.js";
import { cachedAnswer } from "./people-search-cache.js";
import { loadPublicProfile } from "./public-profile-routes.js";

export const allProfilesRoutes: DomainRoutes = (app, { db, auth }) => {
  app.get(
    "/user/profile/all-profiles/",
    {
      preHandler: auth.verified,
      schema: {
        tags: ["profiles"],
        summary: "People search (?search=) or one member's public profile (?id=)",
        security: [{ bearer: [] }],
        querystring: allProfilesQuery,
        response: { 200: z.union([searchResponse, dataOf(publicProfile)]) },
      },
    },
    async (request) => {
      const { id, search } = request.query;
      if (id !== undefined) return { data: await loadPublicProfile(db, id) };
      if (search === undefined) throw badRequest("Provide search or id.");
      const results = search === "" ? [] : await cachedAnswer(db, search, () => searchPeople(db, search));
      return { results, count: results.length };
    },
  );
};
