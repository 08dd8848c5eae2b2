// A member as an ActivityPub Person: handle, name, bio, picture, profile page, affiliation and ORCID iD.
import type { Context } from "@fedify/fedify";
import { Endpoints, Image, Person, PropertyValue } from "@fedify/vocab";
import escapeHtml from "escape-html";
import type { ProfileRow } from "../members/member-store.js";
import { orcidUrl, profilePageUrl } from "../scholarly/site-links.js";
import { mediaUrl } from "../storage/media-url.js";
import type { ActorRow } from "./actor-store.js";

/** What the actor shows of the profile. */
export type ActorProfile = Pick<
  ProfileRow,
  "id" | "name" | "bio" | "profile_picture" | "institution" | "primary_affiliation" | "orcid"
>;

/** Plain text as the HTML ActivityPub expects in `summary` and attachment values. */
export const asHtml = (text: string) => `<p>${escapeHtml(text.trim()).replace(/\r?\n/g, "<br>")}</p>`;

function attachments(profile: ActorProfile): PropertyValue[] {
  const affiliation = profile.primary_affiliation.trim() || profile.institution.trim();
  const fields: PropertyValue[] = [];
  if (affiliation) fields.push(new PropertyValue({ name: "Affiliation", value: escapeHtml(affiliation) }));
  if (profile.orcid) {
    const record = escapeHtml(orcidUrl(profile.orcid));
    fields.push(new PropertyValue({ name: "ORCID iD", value: `<a href="${record}" rel="me">${record}</a>` }));
  }
  return fields;
}

export async function presentActor(context: Context<void>, profile: ActorProfile, actor: ActorRow): Promise<Person> {
  const identifier = String(profile.id);
  const keys = await context.getActorKeyPairs(identifier);
  const picture = mediaUrl(profile.profile_picture);
  return new Person({
    id: context.getActorUri(identifier),
    preferredUsername: actor.slug,
    name: profile.name,
    summary: profile.bio.trim() ? asHtml(profile.bio) : null,
    url: new URL(profilePageUrl(context.canonicalOrigin, profile.id)),
    icon: picture ? new Image({ url: new URL(picture, context.canonicalOrigin) }) : null,
    attachments: attachments(profile),
    inbox: context.getInboxUri(identifier),
    outbox: context.getOutboxUri(identifier),
    followers: context.getFollowersUri(identifier),
    endpoints: new Endpoints({ sharedInbox: context.getInboxUri() }),
    publicKey: keys[0]?.cryptographicKey ?? null,
    assertionMethods: keys.map((key) => key.multikey),
    manuallyApprovesFollowers: actor.approve_followers,
    discoverable: true,
  });
}
