// One post's detail; opening it counts a read, at most once per reader, post and day.
import { type PostDetail, type PostType, PUBLICATION_MESSAGES } from "@scholarly/contract";
import type { AppCaches } from "../cache/app-caches.js";
import { notFound } from "../http/http-error.js";
import { loadThumbnails } from "../thumbnails/post-thumbnails.js";
import type { FeedStores } from "./feed-page.js";
import { loadAuthors } from "./post-authors.js";
import { presentPostDetail, thumbnailedPost } from "./present-post.js";
import { readCounter } from "./read-counter.js";

/** How many (reader, post, day) reads this process remembers having recorded. */
const RECORDED_READS_KEPT = 100_000;

/** Today in UTC: the day a read is recorded under, here and in post_reads.read_on alike. */
const today = () => new Date().toISOString().slice(0, 10);

export interface PostReader {
  read(type: PostType, id: number, readerUserId: number): Promise<PostDetail>;
  /** Writes the reads still waiting in the batch. */
  flush(): Promise<void>;
}

/**
 * Post details with exact read counts and few writes. Reads are written in batches (read-counter.ts);
 * a reader opening a post again the same day costs no write, as this process remembers recording it.
 * Each kept detail (caches.postDetails) carries the highest read count this process has seen recorded
 * for the post, so with one server process the count shown is always exact.
 */
export function postReader(stores: FeedStores, caches: Pick<AppCaches, "postDetails">): PostReader {
  const { feed, profiles, thumbnails } = stores;
  const counter = readCounter(feed);
  let recorded = new Set<string>();
  let recordedDay = today();

  async function loadDetail(type: PostType, id: number): Promise<PostDetail | undefined> {
    const [post] = await feed.postsById(type, [id]);
    if (!post) return undefined;
    const [authorOf, thumbnailOf] = await Promise.all([
      loadAuthors(profiles, [post.row.user_id]),
      loadThumbnails(thumbnails, [thumbnailedPost(post)]),
    ]);
    return presentPostDetail(post, authorOf(post.row.user_id), thumbnailOf(type, id));
  }

  const detailOf = (type: PostType, id: number) =>
    caches.postDetails.fetch(`${type}:${id}`, { context: () => loadDetail(type, id) });

  return {
    flush: () => counter.flush(),
    async read(type, id, readerUserId) {
      const day = today();
      if (day !== recordedDay) {
        recorded = new Set();
        recordedDay = day;
      }
      const read = `${readerUserId}|${type}:${id}|${day}`;
      if (recorded.has(read)) {
        const detail = await detailOf(type, id);
        if (!detail) throw notFound(PUBLICATION_MESSAGES.postNotFound);
        return { ...detail };
      }
      const [detail, reads] = await Promise.all([detailOf(type, id), counter.count(type, id, readerUserId, day)]);
      if (!detail || reads === null) throw notFound(PUBLICATION_MESSAGES.postNotFound);
      if (recorded.size >= RECORDED_READS_KEPT) recorded = new Set();
      recorded.add(read);
      // Counts only grow: the highest one seen is the latest.
      detail.reads = Math.max(detail.reads, reads);
      return { ...detail };
    },
  };
}
