// What the inbox does with an activity whose signature Fedify verified: a Follow of a member who federates is
// kept and answered with an Accept (unless the member approves followers by hand: then it waits); an Undo of
// that Follow, sent by its follower, removes it. Likes and boosts of our works are counted (inbox-reactions.ts).
// Replies to works are kept as comments (inbox-replies.ts); answers to the Follows members send, and the posts
// of the accounts they follow, go to following-inbox.ts. A Create, Update or Delete is offered to both: each
// takes only what concerns it. Everything else is ignored for now (docs/federation.md).
import type { Federation, InboxContext } from "@fedify/fedify";
import { Accept, Announce, Create, Delete, Follow, Like, Reject, Undo, Update } from "@fedify/vocab";
import type { FediverseReactionStore } from "../posts/fediverse-reaction-store.js";
import { ACTOR_PATHS, profileIdOf } from "./actor-paths.js";
import type { ActorStore } from "./actor-store.js";
import { followerProfile } from "./follower-profile.js";
import type { FollowerStore } from "./follower-store.js";
import type { FollowingInbox } from "./following-inbox.js";
import { inboxReactions } from "./inbox-reactions.js";
import { dropReply, editReply, type ReplyStores, takeReply } from "./inbox-replies.js";

interface InboxStores extends ReplyStores {
  actors: ActorStore;
  followers: FollowerStore;
  /** The accounts members follow elsewhere: their answers to our Follow, and their posts. */
  following: FollowingInbox;
  reactions: FediverseReactionStore;
}

/** The profile a Follow is for, when it names one of our actors. */
function followedProfileId(context: InboxContext<void>, follow: Follow): number | undefined {
  const target = follow.objectId && context.parseUri(follow.objectId);
  return target?.type === "actor" ? profileIdOf(target.identifier) : undefined;
}

export function listenToInbox(federation: Federation<void>, stores: InboxStores): void {
  const reactions = inboxReactions(stores.reactions);
  federation
    .setInboxListeners(ACTOR_PATHS.inbox, ACTOR_PATHS.sharedInbox)
    .on(Follow, async (context, follow) => {
      if (!follow.id || !follow.actorId) return;
      const profileId = followedProfileId(context, follow);
      const actor = profileId === undefined ? undefined : await stores.actors.ofProfile(profileId);
      if (!actor?.enabled) return;
      const follower = await follow.getActor(context);
      if (!follower?.id || !follower.inboxId) return;
      const accepted = !actor.approve_followers;
      await stores.followers.add({
        profile_id: actor.profile_id,
        actor_uri: follower.id.href,
        inbox_uri: follower.inboxId.href,
        shared_inbox_uri: follower.endpoints?.sharedInbox?.href ?? null,
        follow_uri: follow.id.href,
        accepted,
        ...(await followerProfile(follower)),
      });
      if (!accepted) return;
      const identifier = String(actor.profile_id);
      const accept = new Accept({ actor: context.getActorUri(identifier), object: follow });
      await context.sendActivity({ identifier }, follower, accept);
    })
    .on(Like, (context, like) => reactions.received(context, like))
    .on(Announce, (context, announce) => reactions.received(context, announce))
    .on(Undo, async (context, undo) => {
      if (await reactions.undone(undo)) return;
      const follow = await undo.getObject(context);
      if (!(follow instanceof Follow) || !undo.actorId) return;
      // Only the follower may undo their Follow; Fedify checked that the signer is the Undo's actor.
      if (follow.actorId?.href !== undo.actorId.href) return;
      const profileId = followedProfileId(context, follow);
      if (profileId !== undefined) await stores.followers.remove(profileId, undo.actorId.href);
    })
    .on(Accept, (context, accept) => stores.following.takeAccept(context, accept))
    .on(Reject, (context, reject) => stores.following.takeReject(context, reject))
    .on(Create, async (context, create) => {
      await takeReply(context, create, stores);
      await stores.following.takeFollowedPost(context, create);
    })
    .on(Update, async (context, update) => {
      await editReply(context, update, stores);
      await stores.following.takeFollowedPostUpdate(context, update);
    })
    .on(Delete, async (context, deletion) => {
      await dropReply(deletion, stores);
      await stores.following.takeFollowedPostDelete(context, deletion);
    });
}
