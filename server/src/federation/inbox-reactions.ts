// Likes and boosts (Announce) of our works, counted per work (a repeat by the same actor counts once), and the
// actor's Undo that takes one back. Fedify checked that the signer is the activity's actor.
import type { InboxContext } from "@fedify/fedify";
import { type Announce, Like, type Undo } from "@fedify/vocab";
import type { FediverseReactionStore } from "../posts/fediverse-reaction-store.js";
import { workOfUri } from "./actor-paths.js";

export function inboxReactions(reactions: FediverseReactionStore) {
  return {
    /** Counts a Like or Announce whose object is one of our works; anything else is ignored. */
    async received(context: InboxContext<void>, activity: Like | Announce): Promise<void> {
      if (!activity.id || !activity.actorId || !activity.objectId) return;
      const work = workOfUri(activity.objectId, context.canonicalOrigin);
      if (!work) return;
      await reactions.add({
        kind: activity instanceof Like ? "like" : "announce",
        post_kind: work.type,
        post_id: work.id,
        actor_uri: activity.actorId.href,
        activity_uri: activity.id.href,
      });
    },

    /**
     * Takes back the reaction the Undo names by its id (embedded or not: nothing is fetched); answers whether it
     * was one, so the Undo of something else goes on to the other listeners.
     */
    async undone(undo: Undo): Promise<boolean> {
      if (!undo.actorId || !undo.objectId) return false;
      return reactions.removeActivity(undo.actorId.href, undo.objectId.href);
    },
  };
}
