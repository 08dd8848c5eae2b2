// One post's detail; opening it counts a read in the post's stats (context.stats), at most once per reader,
// post and day, unless the reader is a robot or the post's owner. The `reads` it shows are the stats'; its likes and
// boosts from the fediverse are counted as it is opened (one statement, the detail only, never on cards).
import { type PostDetail, type PostType, PUBLICATION_MESSAGES } from "@scholarly/contract";
import type { AppContext } from "../app-context.js";
import { notFound } from "../http/http-error.js";
import type { Visitor } from "../http/visitor.js";
import type { DocumentViewer } from "../posts/document-access.js";
import type { FediverseReactionStore } from "../posts/fediverse-reaction-store.js";
import type { HydrationStore } from "../posts/hydration-store.js";
import { presentPostDetail } from "../posts/present-detail.js";

export interface PostReader {
  read(type: PostType, id: number, reader: Visitor, viewer: DocumentViewer): Promise<PostDetail>;
}

/**
 * Post details with exact read counts and few writes. Each kept post (caches.hydratedPosts) carries the highest
 * read count this process has seen, so with one server process the count shown is always exact.
 */
export function postReader(
  hydration: HydrationStore,
  reactions: FediverseReactionStore,
  { caches, stats }: Pick<AppContext, "caches" | "stats">,
): PostReader {
  const postOf = (type: PostType, id: number) =>
    caches.hydratedPosts.fetch(`${type}:${id}`, { context: () => hydration.post(type, id) });

  return {
    async read(type, id, reader, viewer) {
      const post = await postOf(type, id);
      if (!post) throw notFound(PUBLICATION_MESSAGES.postNotFound);
      const [reads, reactionCounts] = await Promise.all([
        stats.readPage({ kind: type, id, ownerUserId: post.row.user_id }, reader),
        reactions.countsOf(type, id),
      ]);
      // Counts only grow: the highest one seen is the latest.
      if (reads !== undefined) post.row.reads = Math.max(post.row.reads, reads);
      return presentPostDetail(post, reactionCounts, viewer);
    },
  };
}
