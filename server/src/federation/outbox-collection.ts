// A member's outbox: the Create of each of their public works, newest first, in pages that follow one another by
// the feed's cursor (a post's exact place in time), with the count of those works. Works of others the member
// co-authored are in their owners' outboxes. A member who turned federation off, or none, has no outbox (404).
import type { Federation } from "@fedify/fedify";
import { POST_TYPES } from "@scholarly/contract";
import { decodeCursor, encodeCursor, type FeedPosition } from "../feed/feed-cursor.js";
import { type FeedStore, isPost } from "../feed/feed-store.js";
import type { MemberStore, ProfileRow } from "../members/member-store.js";
import { ACTOR_PATHS, profileIdOf } from "./actor-paths.js";
import type { ActorStore } from "./actor-store.js";
import type { FederatedWorks } from "./federated-works.js";
import type { outboxStore } from "./outbox-store.js";
import { presentWork } from "./present-work.js";
import { createOf } from "./work-activities.js";

export const OUTBOX_PAGE_SIZE = 20;
/** The first page's cursor: the newest works. */
const NEWEST = "newest";

interface OutboxSources {
  members: MemberStore;
  actors: ActorStore;
  works: FederatedWorks;
  feed: FeedStore;
  outbox: ReturnType<typeof outboxStore>;
}

/** The place after which a page starts; undefined for the first, null for a cursor this outbox never gave. */
function positionOf(cursor: string): FeedPosition | undefined | null {
  if (cursor === NEWEST) return undefined;
  try {
    return decodeCursor(cursor);
  } catch {
    return null;
  }
}

export function dispatchOutbox(federation: Federation<void>, sources: OutboxSources): void {
  const { members, actors, works, feed, outbox } = sources;

  async function federatingMember(identifier: string): Promise<ProfileRow | undefined> {
    const profileId = profileIdOf(identifier);
    const profile = profileId === undefined ? undefined : await members.byId(profileId);
    if (!profile) return undefined;
    return (await actors.ensure(profile.id, profile.name)).enabled ? profile : undefined;
  }

  federation
    .setOutboxDispatcher(ACTOR_PATHS.outbox, async (context, identifier, cursor) => {
      // Without a cursor Fedify asks only when there is no first page: no member who federates.
      const before = cursor === null ? null : positionOf(cursor);
      if (before === null) return null;
      const profile = await federatingMember(identifier);
      if (!profile) return null;
      const entries = await feed.newestPosts(POST_TYPES, {
        offset: 0,
        limit: OUTBOX_PAGE_SIZE,
        before,
        authors: { member: profile.user_id },
      });
      const posts = entries.filter(isPost); // all of them: no fediverse cards were asked for
      const items = (await works.publicOf(posts)).map((work) => createOf(presentWork(context, work)));
      // A full page may be followed by more; private publications left out only make a page shorter.
      const last = posts.length === OUTBOX_PAGE_SIZE ? posts.at(-1) : undefined;
      return {
        items,
        nextCursor: last
          ? encodeCursor({ createdAtMicros: last.createdAtMicros, id: last.row.id, type: last.type })
          : null,
      };
    })
    .setCounter(async (_context, identifier) => {
      const profile = await federatingMember(identifier);
      if (!profile) return 0;
      const [posts, hidden] = await Promise.all([
        feed.countByAuthors(POST_TYPES, { member: profile.user_id }),
        outbox.privatePublicationCount(profile.user_id),
      ]);
      return posts - hidden;
    })
    .setFirstCursor(async (_context, identifier) => ((await federatingMember(identifier)) ? NEWEST : null));
}
