// How a remote follower is shown to the member deciding on them: name, handle, profile page and picture, read
// from the actor Fedify fetched with their Follow, so the list needs no fetch of its own.
import type { Actor, Link } from "@fedify/vocab";

export interface FollowerProfile {
  name: string | null;
  handle: string | null;
  url: string | null;
  avatar: string | null;
}

const hrefOf = (target: URL | Link | null | undefined): string | null =>
  target instanceof URL ? target.href : (target?.href?.href ?? null);

/** Only http(s) addresses are kept: the web page links and shows them. */
const webAddress = (href: string | null) => (href && /^https?:\/\//i.test(href) ? href : null);

export async function followerProfile(actor: Actor): Promise<FollowerProfile> {
  const username = actor.preferredUsername?.toString();
  // A picture that cannot be fetched leaves the follower without one, never without their Follow.
  const icon = await actor.getIcon().catch(() => null);
  return {
    name: actor.name?.toString() || null,
    handle: username && actor.id ? `${username}@${actor.id.host}` : null,
    url: webAddress(hrefOf(actor.url)) ?? webAddress(actor.id?.href ?? null),
    avatar: webAddress(hrefOf(icon?.url)),
  };
}
