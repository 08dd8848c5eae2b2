// Where a publication and a member's profile are read in the web app, and a member's ORCID record, as absolute
// links for citations, harvesters, sitemaps, feeds and fediverse actors.
import { bareDoi, type PostType } from "@scholarly/contract";

/** Where a post of any kind is read in the web app (publications have a landing page there for crawlers too). */
export const postPageUrl = (origin: string, type: PostType, postId: number) => `${origin}/post/${postId}?type=${type}`;

export const publicationPageUrl = (origin: string, publicationId: number) =>
  postPageUrl(origin, "publication", publicationId);

export const profilePageUrl = (origin: string, profileId: number) => `${origin}/user-profile/${profileId}`;

/** A bare ORCID iD (0000-0002-1825-0097) as the address of its public record. */
export const orcidUrl = (orcid: string) => `https://orcid.org/${orcid}`;

/** A DOI's resolver address, the link every reader can follow (each part escaped: a DOI may hold # or ?). */
export const doiUrl = (doi: string) => `https://doi.org/${bareDoi(doi).split("/").map(encodeURIComponent).join("/")}`;
