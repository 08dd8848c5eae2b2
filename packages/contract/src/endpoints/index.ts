// The endpoint table: every API endpoint, grouped by domain. The server registers exactly these.
import type { Endpoint } from "../endpoint.js";
import { accountEndpoints } from "./accounts.js";
import { commentEndpoints } from "./comments.js";
import { federationEndpoints } from "./federation.js";
import { fediverseFollowingEndpoints } from "./fediverse-following.js";
import { followEndpoints } from "./follows.js";
import { fullTextEndpoints } from "./full-text.js";
import { generatedCvEndpoints } from "./generated-cv.js";
import { codeEndpoints, galleryEndpoints, videoEndpoints } from "./media.js";
import { notificationEndpoints } from "./notifications.js";
import {
  cvEndpoints,
  educationEndpoints,
  experienceEndpoints,
  internshipEndpoints,
  projectEndpoints,
} from "./portfolio.js";
import { profileEndpoints } from "./profiles.js";
import { feedEndpoints, publicationEndpoints } from "./publications.js";
import { citationEndpoints, discoveryEndpoints, harvestingEndpoints, importEndpoints } from "./scholarly.js";
import { searchEndpoints } from "./search.js";
import { statsEndpoints } from "./stats.js";

export { accountEndpoints } from "./accounts.js";
export { commentEndpoints } from "./comments.js";
export { federationEndpoints } from "./federation.js";
export { fediverseFollowingEndpoints } from "./fediverse-following.js";
export { followEndpoints } from "./follows.js";
export { fullTextEndpoints } from "./full-text.js";
export { generatedCvEndpoints } from "./generated-cv.js";
export { codeEndpoints, galleryEndpoints, videoEndpoints } from "./media.js";
export { notificationEndpoints } from "./notifications.js";
export {
  cvEndpoints,
  educationEndpoints,
  experienceEndpoints,
  internshipEndpoints,
  projectEndpoints,
} from "./portfolio.js";
export { profileEndpoints } from "./profiles.js";
export { feedEndpoints, POST_DETAIL_ALIAS, publicationEndpoints } from "./publications.js";
export { citationEndpoints, discoveryEndpoints, harvestingEndpoints, importEndpoints } from "./scholarly.js";
export { searchEndpoints } from "./search.js";
export { statsEndpoints } from "./stats.js";

export const endpointGroups = {
  accounts: accountEndpoints,
  profiles: profileEndpoints,
  follows: followEndpoints,
  publications: publicationEndpoints,
  feed: feedEndpoints,
  gallery: galleryEndpoints,
  videos: videoEndpoints,
  code: codeEndpoints,
  cv: cvEndpoints,
  education: educationEndpoints,
  internships: internshipEndpoints,
  experiences: experienceEndpoints,
  projects: projectEndpoints,
  citations: citationEndpoints,
  imports: importEndpoints,
  harvesting: harvestingEndpoints,
  discovery: discoveryEndpoints,
  fullText: fullTextEndpoints,
  notifications: notificationEndpoints,
  stats: statsEndpoints,
  generatedCv: generatedCvEndpoints,
  search: searchEndpoints,
  federation: federationEndpoints,
  fediverseFollowing: fediverseFollowingEndpoints,
  comments: commentEndpoints,
} satisfies Record<string, Record<string, Endpoint>>;

/** Every declared endpoint, for the server's registration check and generated tests. */
export const allEndpoints: Endpoint[] = Object.values(endpointGroups).flatMap((group) => Object.values(group));
