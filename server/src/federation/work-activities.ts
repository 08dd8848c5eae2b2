// The activities that tell followers about a work: Create when it is published, Update when it is edited, Delete
// (with a Tombstone of its object) when it is deleted or made private. Their ids are the object's with a fragment:
// the Create the outbox lists is the one delivered, and a Create delivered twice is one activity.
import type { Context } from "@fedify/fedify";
import { type Article, Create, Delete, type Note, PUBLIC_COLLECTION, Tombstone, Update } from "@fedify/vocab";
import { Temporal } from "@js-temporal/polyfill";
import { type WorkRef, workObjectPath } from "./actor-paths.js";

/** The actor the work's object names first: its owner. */
function ownerOf(work: Article | Note): URL {
  const owner = work.attributionIds[0];
  if (!work.id || !owner) throw new Error("A work's object always has an id and an owner.");
  return owner;
}

export function createOf(work: Article | Note): Create {
  const actor = ownerOf(work);
  return new Create({
    id: new URL("#create", work.id ?? undefined),
    actor,
    object: work,
    tos: work.toIds,
    ccs: work.ccIds,
    published: work.published,
  });
}

export function updateOf(work: Article | Note, updatedAt: Date): Update {
  const actor = ownerOf(work);
  return new Update({
    // Each edit is an activity of its own; the object's `updated` tells readers which version is newer.
    id: new URL(`#update-${updatedAt.getTime()}`, work.id ?? undefined),
    actor,
    object: work,
    tos: work.toIds,
    ccs: work.ccIds,
    published: Temporal.Instant.fromEpochMilliseconds(updatedAt.getTime()),
  });
}

/** The work's row may be gone: its kind and id name its object, its owner's profile the actor. */
export function deleteOf(context: Context<void>, ref: WorkRef, ownerProfileId: number): Delete {
  const object = new URL(workObjectPath(ref), context.canonicalOrigin);
  const identifier = String(ownerProfileId);
  return new Delete({
    id: new URL(`#delete-${Date.now()}`, object),
    actor: context.getActorUri(identifier),
    object: new Tombstone({ id: object }),
    to: PUBLIC_COLLECTION,
    cc: context.getFollowersUri(identifier),
  });
}
