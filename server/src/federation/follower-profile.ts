// How a remote follower is shown to the member deciding on them: name, handle, profile page and picture, read
// from the actor Fedify fetched with their Follow, so the list needs no fetch of its own.
import type { Actor } from "@fedify/vocab";
import { handleOf, textOf, webAddressOf } from "./activity-values.js";

export interface FollowerProfile {
  name: string | null;
  handle: string | null;
  url: string | null;
  avatar: string | null;
}

export async function followerProfile(actor: Actor): Promise<FollowerProfile> {
  // A picture that cannot be fetched leaves the follower without one, never without their Follow.
  const icon = await actor.getIcon().catch(() => null);
  return {
    name: textOf(actor.name) || null,
    handle: actor.id ? handleOf({ id: actor.id, preferredUsername: actor.preferredUsername }) : null,
    url: webAddressOf(actor.url) ?? webAddressOf(actor.id),
    avatar: webAddressOf(icon?.url),
  };
}
