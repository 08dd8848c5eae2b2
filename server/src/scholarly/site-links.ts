// Where a publication and a member's profile are read in the web app, as absolute links for citations,
// harvesters, sitemaps and feeds.

export const publicationPageUrl = (origin: string, publicationId: number) =>
  `${origin}/post/${publicationId}?type=publication`;

export const profilePageUrl = (origin: string, profileId: number) => `${origin}/user-profile/${profileId}`;
