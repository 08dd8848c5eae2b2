// The Fedify federation of this site: members as actors (with their keys and handles), WebFinger and NodeInfo.
// The inbox takes follows (inbox-listeners.ts); works are objects (work-objects.ts) listed in the outbox.
import { createFederation, exportJwk, type Federation, generateCryptoKeyPair, importJwk } from "@fedify/fedify";
import { Tombstone } from "@fedify/vocab";
import type { AppContext } from "../app-context.js";
import { commentCommands } from "../comments/comment-commands.js";
import type { FederationConfig } from "../config.js";
import type { StoredKeyPair } from "../db/tables.js";
import { feedStore } from "../feed/feed-store.js";
import { memberStore } from "../members/member-store.js";
import { fediverseReactionStore } from "../posts/fediverse-reaction-store.js";
import { hydrationStore } from "../posts/hydration-store.js";
import { ACTOR_PATHS, profileIdOf } from "./actor-paths.js";
import { actorStore } from "./actor-store.js";
import { domainBlocklist, withoutBlockedDeliveries } from "./blocked-domains.js";
import { databaseKvStore } from "./database-kv-store.js";
import { federatedWorks } from "./federated-works.js";
import { federationStore } from "./federation-store.js";
import { followerStore } from "./follower-store.js";
import { followingInbox } from "./following-inbox.js";
import { listenToInbox } from "./inbox-listeners.js";
import { jobMessageQueue } from "./job-message-queue.js";
import { dispatchOutbox } from "./outbox-collection.js";
import { outboxStore } from "./outbox-store.js";
import { presentActor } from "./present-actor.js";
import { dispatchWorkObjects } from "./work-objects.js";

/** RSA for HTTP Signatures (what Mastodon verifies), Ed25519 for Object Integrity Proofs. */
async function newKeyPairs(): Promise<StoredKeyPair[]> {
  return Promise.all(
    (["RSASSA-PKCS1-v1_5", "Ed25519"] as const).map(async (algorithm) => {
      const pair = await generateCryptoKeyPair(algorithm);
      return { publicKey: await exportJwk(pair.publicKey), privateKey: await exportJwk(pair.privateKey) };
    }),
  );
}

export function createSiteFederation(
  settings: FederationConfig,
  { db, jobs, events }: Pick<AppContext, "db" | "jobs" | "events">,
): Federation<void> {
  const actors = actorStore(db);
  const members = memberStore(db);
  const site = federationStore(db);
  const followers = followerStore(db);
  const comments = commentCommands({ db, events }, hydrationStore(db));
  const federation = createFederation<void>({
    kv: databaseKvStore(db),
    queue: withoutBlockedDeliveries(jobMessageQueue(jobs), domainBlocklist(settings.blockedDomains)),
    manuallyStartQueue: true,
    origin: settings.origin,
    allowPrivateAddress: settings.allowPrivateAddresses,
  });

  /** Keys made on first use; a member asked for before the job made their actor gets it now (else a 500). */
  async function firstKeyPairs(profileId: number): Promise<StoredKeyPair[]> {
    const profile = await members.byId(profileId);
    if (!profile) return [];
    await actors.ensure(profile.id, profile.name);
    return actors.keepKeyPairs(profileId, await newKeyPairs());
  }

  federation
    .setActorDispatcher(ACTOR_PATHS.actor, async (context, identifier) => {
      const profileId = profileIdOf(identifier);
      const profile = profileId === undefined ? undefined : await members.byId(profileId);
      if (!profile) return null;
      const actor = await actors.ensure(profile.id, profile.name);
      if (!actor.enabled) return new Tombstone({ id: context.getActorUri(identifier) });
      return presentActor(context, profile, actor);
    })
    .setKeyPairsDispatcher(async (_context, identifier) => {
      const profileId = profileIdOf(identifier);
      if (profileId === undefined) return [];
      const stored = (await actors.keyPairsOf(profileId)) ?? (await firstKeyPairs(profileId));
      return Promise.all(
        stored.map(async (pair) => ({
          publicKey: await importJwk(pair.publicKey, "public"),
          privateKey: await importJwk(pair.privateKey, "private"),
        })),
      );
    })
    .mapHandle(async (_context, username) => {
      const actor = await actors.bySlug(username.toLowerCase());
      return actor ? String(actor.profile_id) : null;
    });

  listenToInbox(federation, {
    actors,
    followers,
    comments,
    following: followingInbox(db),
    reactions: fediverseReactionStore(db),
  });
  const works = federatedWorks({ hydration: hydrationStore(db), actors });
  dispatchWorkObjects(federation, works);
  dispatchOutbox(federation, { members, actors, works, feed: feedStore(db), outbox: outboxStore(db) });
  federation
    .setFollowersDispatcher(ACTOR_PATHS.followers, async (_context, identifier) => {
      const profileId = profileIdOf(identifier);
      const accepted = profileId === undefined ? [] : await followers.accepted(profileId);
      return {
        items: accepted.map((follower) => ({
          id: new URL(follower.actorUri),
          inboxId: new URL(follower.inboxUri),
          endpoints: follower.sharedInboxUri ? { sharedInbox: new URL(follower.sharedInboxUri) } : null,
        })),
      };
    })
    .setCounter(async (_context, identifier) => {
      const profileId = profileIdOf(identifier);
      return profileId === undefined ? 0 : followers.acceptedCount(profileId);
    });

  federation.setNodeInfoDispatcher("/nodeinfo/2.1", async () => {
    const { members: total, posts } = await site.counts();
    return {
      software: { name: "scholarly", version: "0.1.0" },
      protocols: ["activitypub"],
      openRegistrations: true,
      usage: { users: { total }, localPosts: posts, localComments: 0 },
    };
  });
  return federation;
}
