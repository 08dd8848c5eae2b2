// The thumbnails of a page of posts, loaded in one query, as presenters show them.
import type { PostType } from "@scholarly/contract";
import { mediaUrl } from "../storage/media-url.js";
import { isThumbnailKind, type ThumbnailStore } from "./thumbnail-store.js";

/** The thumbnail fields of feed items, post details, publications and gallery images. */
export interface PostThumbnail {
  thumbnail: string | null;
  thumbnail_large: string | null;
}

/** While thumbnails are made, when they could not be, and for kinds of post without them. */
export const NO_THUMBNAIL: PostThumbnail = { thumbnail: null, thumbnail_large: null };

/** A post, as far as its thumbnails go: which one, and the file it has now. */
export interface ThumbnailedPost {
  kind: PostType;
  id: number;
  fileKey: string | null;
}

export type ThumbnailLookup = (kind: PostType, id: number) => PostThumbnail;

export async function loadThumbnails(
  store: ThumbnailStore,
  posts: readonly ThumbnailedPost[],
): Promise<ThumbnailLookup> {
  const pictured = posts.flatMap(({ kind, ...post }) => (isThumbnailKind(kind) ? [{ kind, ...post }] : []));
  const found = await store.ofPosts(pictured);
  const thumbnails = new Map<string, PostThumbnail>();
  for (const row of found) {
    thumbnails.set(`${row.post_kind}:${row.post_id}`, {
      thumbnail: row.small_key && mediaUrl(row.small_key),
      thumbnail_large: row.large_key && mediaUrl(row.large_key),
    });
  }
  return (kind, id) => thumbnails.get(`${kind}:${id}`) ?? NO_THUMBNAIL;
}
