// The member's featured research: up to 5 of their own publications, shown first on the profile.
import { FEATURED_RESEARCH_MESSAGES, profileEndpoints } from "@scholarly/contract";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { profileCommands } from "./profile-commands.js";

export const featuredResearchRoutes: DomainRoutes = (route, context) => {
  const commands = profileCommands(context);

  route(profileEndpoints.saveFeaturedResearch, async ({ user, body: { ids } }) => {
    await commands.saveFeaturedResearch(user.id, ids);
    return { message: FEATURED_RESEARCH_MESSAGES.saved, data: { featured_research: ids } };
  });
};
