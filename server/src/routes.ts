// Every domain's routes, registered in this order.
import { accountRoutes } from "./accounts/account-routes.js";
import { codeRoutes } from "./code/code-routes.js";
import { commentRoutes } from "./comments/comment-routes.js";
import { federationSettingsRoutes } from "./federation/federation-settings-routes.js";
import { fediverseFollowingRoutes } from "./federation/fediverse-following-routes.js";
import { remoteFollowerRoutes } from "./federation/remote-follower-routes.js";
import { feedRoutes } from "./feed/feed-routes.js";
import { followRoutes } from "./follows/follow-routes.js";
import { fullTextRoutes } from "./full-text/full-text-routes.js";
import { generatedCvRoutes } from "./generated-cv/generated-cv-routes.js";
import type { DomainRoutes } from "./http/endpoint-routes.js";
import { galleryAndVideoRoutes } from "./media/gallery-and-video-routes.js";
import { notificationRoutes } from "./notifications/notification-routes.js";
import { unsubscribeRoutes } from "./notifications/unsubscribe-routes.js";
import { portfolioRoutes } from "./portfolio/portfolio-routes.js";
import { featuredResearchRoutes } from "./profiles/featured-research-routes.js";
import { profileRoutes } from "./profiles/profile-routes.js";
import { authorshipRoutes } from "./publications/authorship-routes.js";
import { publicationEditRoutes } from "./publications/publication-edit-routes.js";
import { publicationRoutes } from "./publications/publication-routes.js";
import { citationRoutes } from "./scholarly/citations/citation-routes.js";
import { discoveryRoutes } from "./scholarly/discovery/discovery-routes.js";
import { importRoutes } from "./scholarly/import/import-routes.js";
import { oaiRoutes } from "./scholarly/oai/oai-routes.js";
import { searchRoutes } from "./search/search-routes.js";
import { statsRoutes } from "./stats/stats-routes.js";

export const domainRoutes: DomainRoutes[] = [
  accountRoutes,
  profileRoutes,
  featuredResearchRoutes,
  galleryAndVideoRoutes,
  codeRoutes,
  portfolioRoutes,
  publicationRoutes,
  publicationEditRoutes,
  authorshipRoutes,
  feedRoutes,
  followRoutes,
  citationRoutes,
  importRoutes,
  oaiRoutes,
  discoveryRoutes,
  fullTextRoutes,
  notificationRoutes,
  unsubscribeRoutes,
  statsRoutes,
  generatedCvRoutes,
  searchRoutes,
  federationSettingsRoutes,
  fediverseFollowingRoutes,
  commentRoutes,
  remoteFollowerRoutes,
];
