// The member's featured research: up to 5 of their own publications, shown first on the profile.
import { FEATURED_RESEARCH_MESSAGES, profileEndpoints } from "@scholarly/contract";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { badRequest, notFound } from "../http/http-error.js";
import { memberStore } from "../members/member-store.js";
import { featuredResearchStore } from "./featured-research-store.js";

const PROFILE_NOT_FOUND = "Profile not found.";

export const featuredResearchRoutes: DomainRoutes = (route, { db, events }) => {
  const profiles = memberStore(db);
  const featured = featuredResearchStore(db);

  route(profileEndpoints.saveFeaturedResearch, async ({ user, body: { ids } }) => {
    const profileId = await profiles.profileIdOf(user.id);
    if (profileId === undefined) throw notFound(PROFILE_NOT_FOUND);
    if (!(await featured.save(user.id, ids))) {
      throw badRequest(FEATURED_RESEARCH_MESSAGES.notYours, { ids: FEATURED_RESEARCH_MESSAGES.notYours });
    }
    events.publish({ type: "profile.updated", userId: user.id, profileId });
    return { message: FEATURED_RESEARCH_MESSAGES.saved, data: { featured_research: ids } };
  });
};
