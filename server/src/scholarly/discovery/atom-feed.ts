// A member's newest publications as an Atom 1.0 feed (RFC 4287), for feed readers and aggregators.
import { publicationAuthors } from "../csl/publication-csl.js";
import { bareDoi } from "../doi.js";
import type { PublicationRecord } from "../publication-store.js";
import { profilePageUrl, publicationPageUrl } from "../site-links.js";
import { utcSeconds, xmlDocument } from "../xml-document.js";

export const FEED_SIZE = 20;

export const profileFeedUrl = (origin: string, profileId: number) => `${origin}/feeds/${profileId}.atom`;

interface FeedOwner {
  profileId: number;
  name: string;
  updated_at: Date;
}

function entry(origin: string, publication: PublicationRecord) {
  const page = publicationPageUrl(origin, publication.id);
  return {
    id: page,
    title: publication.title,
    link: [
      { "@_rel": "alternate", "@_type": "text/html", "@_href": page },
      ...(publication.doi ? [{ "@_rel": "related", "@_href": `https://doi.org/${bareDoi(publication.doi)}` }] : []),
    ],
    published: utcSeconds(publication.created_at),
    updated: utcSeconds(publication.updated_at),
    author: publicationAuthors(publication).map(({ name, orcid }) => ({
      name,
      ...(orcid && { uri: `https://orcid.org/${orcid}` }),
    })),
    category: { "@_term": publication.publication_type },
    ...(publication.abstract && { summary: { "@_type": "text", "#text": publication.abstract } }),
  };
}

export function profileFeed(origin: string, owner: FeedOwner, publications: PublicationRecord[]): string {
  const updated = new Date(
    Math.max(owner.updated_at.getTime(), ...publications.map((row) => row.updated_at.getTime())),
  );
  const profilePage = profilePageUrl(origin, owner.profileId);
  return xmlDocument({
    feed: {
      "@_xmlns": "http://www.w3.org/2005/Atom",
      id: profileFeedUrl(origin, owner.profileId),
      title: `${owner.name}: publications on Scholarly`,
      updated: utcSeconds(updated),
      link: [
        { "@_rel": "self", "@_type": "application/atom+xml", "@_href": profileFeedUrl(origin, owner.profileId) },
        { "@_rel": "alternate", "@_type": "text/html", "@_href": profilePage },
      ],
      author: { name: owner.name, uri: profilePage },
      generator: "Scholarly",
      entry: publications.map((publication) => entry(origin, publication)),
    },
  });
}
