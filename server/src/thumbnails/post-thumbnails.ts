// The thumbnails of a page of posts, loaded in one query per kind, as presenters show them.
import type { PostType } from "@scholarly/contract";
import { mediaUrl } from "../storage/media-routes.js";
import { isThumbnailKind, type ThumbnailKind, type ThumbnailStore } from "./thumbnail-store.js";

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
  const byKind = new Map<ThumbnailKind, ThumbnailedPost[]>();
  for (const post of posts) {
    if (isThumbnailKind(post.kind)) byKind.set(post.kind, [...(byKind.get(post.kind) ?? []), post]);
  }
  const found = await Promise.all([...byKind].map(([kind, ofKind]) => store.ofPosts(kind, ofKind)));
  const thumbnails = new Map<string, PostThumbnail>();
  for (const row of found.flat()) {
    thumbnails.set(`${row.post_kind}:${row.post_id}`, {
      thumbnail: row.small_key && mediaUrl(row.small_key),
      thumbnail_large: row.large_key && mediaUrl(row.large_key),
    });
  }
  return (kind, id) => thumbnails.get(`${kind}:${id}`) ?? NO_THUMBNAIL;
}
