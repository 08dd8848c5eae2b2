// Where a publication and a member's profile are read in the web app, and a member's ORCID record, as absolute
// links for citations, harvesters, sitemaps, feeds and fediverse actors.

export const publicationPageUrl = (origin: string, publicationId: number) =>
  `${origin}/post/${publicationId}?type=publication`;

export const profilePageUrl = (origin: string, profileId: number) => `${origin}/user-profile/${profileId}`;

/** A bare ORCID iD (0000-0002-1825-0097) as the address of its public record. */
export const orcidUrl = (orcid: string) => `https://orcid.org/${orcid}`;
