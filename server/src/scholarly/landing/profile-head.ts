// The <head> of a member's landing page: OpenGraph profile, Twitter card, a schema.org Person in JSON-LD and
// the member's Atom feed as an alternate.
import { profileFeedUrl } from "../discovery/atom-feed.js";
import { profilePageUrl } from "../site-links.js";
import { defaultImageUrl, jsonLdTag, linkTag, metaTag, previewText, titleTag } from "./head-tags.js";

export interface ProfilePage {
  id: number;
  name: string;
  institution: string;
  bio: string;
  orcid: string | null;
  /** Absolute link of the profile picture. */
  imageUrl: string | null;
}

export function profileHead(profile: ProfilePage, origin: string): string {
  const pageUrl = profilePageUrl(origin, profile.id);
  const description = previewText(profile.bio || `${profile.name}, ${profile.institution}`);
  const image = profile.imageUrl ?? defaultImageUrl(origin);
  const person = {
    "@context": "https://schema.org",
    "@type": "Person",
    name: profile.name,
    url: pageUrl,
    ...(profile.institution && { affiliation: { "@type": "Organization", name: profile.institution } }),
    ...(profile.orcid && { sameAs: `https://orcid.org/${profile.orcid}` }),
    ...(profile.bio && { description: profile.bio }),
    ...(profile.imageUrl && { image: profile.imageUrl }),
  };
  return [
    titleTag(`${profile.name} | Scholarly`),
    linkTag("canonical", pageUrl),
    linkTag("alternate", profileFeedUrl(origin, profile.id), "application/atom+xml", `${profile.name}: publications`),
    metaTag("name", "description", description),
    metaTag("property", "og:site_name", "Scholarly"),
    metaTag("property", "og:type", "profile"),
    metaTag("property", "og:title", profile.name),
    metaTag("property", "og:description", description),
    metaTag("property", "og:url", pageUrl),
    metaTag("property", "og:image", image),
    metaTag("name", "twitter:card", "summary"),
    metaTag("name", "twitter:title", profile.name),
    metaTag("name", "twitter:description", description),
    jsonLdTag(person),
  ]
    .filter((tag) => tag.length > 0)
    .join("\n    ");
}
