// One post's detail; opening it counts a read in the post's stats (stats/stats-recorder.ts), at most once per
// reader, post and day, unless the reader is a robot or the post's owner. The `reads` it shows are the stats'.
import { type PostDetail, type PostType, PUBLICATION_MESSAGES } from "@scholarly/contract";
import type { Clock } from "../app-context.js";
import type { AppCaches } from "../cache/app-caches.js";
import { notFound } from "../http/http-error.js";
import type { PublicationAuthorsStore } from "../publications/publication-authors-store.js";
import { utcDay } from "../stats/calendar.js";
import type { StatsRecorder } from "../stats/stats-recorder.js";
import type { Visitor } from "../stats/visitor.js";
import { loadThumbnails } from "../thumbnails/post-thumbnails.js";
import type { FeedStores } from "./feed-page.js";
import { loadAuthors } from "./post-authors.js";
import { presentPostDetail, thumbnailedPost } from "./present-post.js";

/** How many (reader, post, day) reads this process remembers having written. */
const RECORDED_READS_KEPT = 100_000;

export interface PostReader {
  read(type: PostType, id: number, reader: Visitor): Promise<PostDetail>;
}

/**
 * Post details with exact read counts and few writes. A reader's first read of the day waits for the stats'
 * batch to be written and shows the count after it; opening the post again the same day costs no write, as
 * this process remembers writing it. Each kept detail (caches.postDetails) carries the highest read count this
 * process has seen, so with one server process the count shown is always exact.
 */
export function postReader(
  stores: FeedStores & { authors: PublicationAuthorsStore },
  caches: Pick<AppCaches, "postDetails">,
  stats: StatsRecorder,
  clock: Clock,
): PostReader {
  const { feed, profiles, thumbnails, authors } = stores;
  /** Today in UTC: the day a read is counted under, here and in the stats alike. */
  const today = () => utcDay(clock());
  let recorded = new Set<string>();
  let recordedDay = today();

  async function loadDetail(type: PostType, id: number): Promise<PostDetail | undefined> {
    const [post] = await feed.postsById(type, [id]);
    if (!post) return undefined;
    const [authorOf, thumbnailOf, authorsOf] = await Promise.all([
      loadAuthors(profiles, [post.row.user_id]),
      loadThumbnails(thumbnails, [thumbnailedPost(post)]),
      type === "publication" ? authors.of([id]) : undefined,
    ]);
    return presentPostDetail(post, authorOf(post.row.user_id), thumbnailOf(type, id), authorsOf?.get(id));
  }

  const detailOf = (type: PostType, id: number) =>
    caches.postDetails.fetch(`${type}:${id}`, { context: () => loadDetail(type, id) });

  return {
    async read(type, id, reader) {
      const detail = await detailOf(type, id);
      if (!detail) throw notFound(PUBLICATION_MESSAGES.postNotFound);
      const ownerUserId = detail.user_profile.user_id;
      stats.recordRead({ kind: type, id, ownerUserId }, reader);
      if (reader.robot || reader.userId === ownerUserId) return { ...detail };
      const day = today();
      if (day !== recordedDay) {
        recorded = new Set();
        recordedDay = day;
      }
      const read = `${reader.userId ?? reader.fingerprint}|${type}:${id}|${day}`;
      if (recorded.has(read)) return { ...detail };
      await stats.flush();
      const reads = await feed.readsOf(type, id);
      if (reads === undefined) throw notFound(PUBLICATION_MESSAGES.postNotFound);
      if (recorded.size >= RECORDED_READS_KEPT) recorded = new Set();
      recorded.add(read);
      // Counts only grow: the highest one seen is the latest.
      detail.reads = Math.max(detail.reads, reads);
      return { ...detail };
    },
  };
}
