// The work a comment is on, as commenting needs it: whether it takes replies from the fediverse, whose
// federation decides that, and who its authors are (they see every comment and moderate them).
import type { PostType } from "@scholarly/contract";
import type { HydratedPost } from "../posts/hydrated-post.js";
import type { HydrationStore } from "../posts/hydration-store.js";

export interface CommentedWork {
  type: PostType;
  id: number;
  /** Null when the member who posted it has no profile (so no actor either). */
  ownerProfileId: number | null;
  /** The owner and, for a publication, its confirmed co-authors who are members. */
  authorUserIds: number[];
  /** A private publication is for its authors only: it is never sent out, so it takes no replies. */
  takesReplies: boolean;
}

function commentedWorkOf(post: HydratedPost): CommentedWork {
  return {
    type: post.type,
    id: post.row.id,
    ownerProfileId: post.owner.id === 0 ? null : post.owner.id,
    authorUserIds: [...new Set([post.row.user_id, ...post.coauthorUserIds])],
    takesReplies: post.type !== "publication" || post.row.upload_mode !== "private",
  };
}

export async function commentedWork(
  hydration: HydrationStore,
  type: PostType,
  id: number,
): Promise<CommentedWork | undefined> {
  const post = await hydration.post(type, id);
  return post && commentedWorkOf(post);
}
