// Which works the fediverse sees, read through posts/: every work of a member who federates, except a private
// publication (upload mode `private`: its one document is for its authors alone, so it is neither announced nor
// served as an object). A publication names as actors its confirmed co-authors who federate too.
import type { HydratedPost } from "../posts/hydrated-post.js";
import type { HydrationStore } from "../posts/hydration-store.js";
import type { WorkRef } from "./actor-paths.js";
import type { ActorStore } from "./actor-store.js";

/** A work as its object shows it: the post, and the profiles of the co-authors it names as actors. */
export interface FederatedWork {
  post: HydratedPost;
  coauthorProfileIds: number[];
}

/** The rule, also counted in SQL by outbox-store.ts. */
export const isPublicWork = (post: HydratedPost): boolean =>
  !(post.type === "publication" && post.row.upload_mode === "private");

/** Confirmed co-authors who are members, other than the one who posted it. */
const coauthorsOf = (post: HydratedPost): number[] =>
  post.type === "publication"
    ? (post.authors ?? []).flatMap(({ profile_id }) =>
        profile_id !== null && profile_id !== post.owner.id ? [profile_id] : [],
      )
    : [];

export type FederatedWorks = ReturnType<typeof federatedWorks>;

export function federatedWorks({ hydration, actors }: { hydration: HydrationStore; actors: ActorStore }) {
  /** A post whose member has no profile (an unknown author) has no actor to come from. */
  async function ownerFederates(post: HydratedPost): Promise<boolean> {
    if (post.owner.id === 0) return false;
    return (await actors.ensure(post.owner.id, post.owner.name)).enabled;
  }

  async function withCoauthors(posts: HydratedPost[]): Promise<FederatedWork[]> {
    const off = await actors.withFederationOff(posts.flatMap(coauthorsOf));
    return posts.map((post) => ({ post, coauthorProfileIds: coauthorsOf(post).filter((id) => !off.has(id)) }));
  }

  return {
    /** The work, when the fediverse may see it. */
    async work(ref: WorkRef): Promise<FederatedWork | undefined> {
      const post = await hydration.post(ref.type, ref.id);
      if (!post || !isPublicWork(post) || !(await ownerFederates(post))) return undefined;
      const [work] = await withCoauthors([post]);
      return work;
    },

    /** The public ones of these posts of a member who federates (a page of their outbox). */
    publicOf(posts: HydratedPost[]): Promise<FederatedWork[]> {
      return withCoauthors(posts.filter(isPublicWork));
    },
  };
}
