// One post's detail; opening it counts a read, at most once per reader, post and day.
import { type PostDetail, type PostType, PUBLICATION_MESSAGES } from "@scholarly/contract";
import type { Db } from "../db/database.js";
import { notFound } from "../http/http-error.js";
import { loadAuthors } from "./post-authors.js";
import { onPostsChanged } from "./post-changes.js";
import { loadPosts } from "./posts.js";
import { presentPostDetail } from "./present-post.js";
import { readCounter } from "./read-counter.js";

/** How long a presented post is reused, and how many are kept; any post write empties them at once. */
const DETAIL_SECONDS = 5;
const DETAILS_KEPT = 10_000;
/** How many (reader, post, day) reads this process remembers having recorded. */
const RECORDED_READS_KEPT = 100_000;

/** Today in UTC: the day a read is recorded under, here and in post_reads.read_on alike. */
const today = () => new Date().toISOString().slice(0, 10);

async function loadDetail(db: Db, type: PostType, id: number): Promise<PostDetail | null> {
  const [post] = await loadPosts(db, type, [id]);
  if (!post) return null;
  const authorOf = await loadAuthors(db, [post.row.user_id]);
  return presentPostDetail(post, authorOf(post.row.user_id));
}

export interface PostReader {
  read(type: PostType, id: number, readerUserId: number): Promise<PostDetail>;
  /** Writes the reads still waiting in the batch. */
  flush(): Promise<void>;
}

/**
 * Post details with exact read counts and few writes. Reads are written in batches (read-counter.ts);
 * a reader opening a post again the same day costs no write, as this process remembers recording it.
 * Each kept detail carries the highest read count this process has seen recorded for the post, so with
 * one server process the count shown is always exact; the author's name and picture may be up to
 * DETAIL_SECONDS old.
 */
export function postReader(db: Db): PostReader {
  const counter = readCounter(db);
  let details = new Map<string, { detail: Promise<PostDetail | null>; until: number }>();
  let recorded = new Set<string>();
  let recordedDay = today();
  onPostsChanged(db, () => {
    details = new Map();
  });

  function detailOf(type: PostType, id: number): Promise<PostDetail | null> {
    const key = `${type}:${id}`;
    const kept = details.get(key);
    if (kept && kept.until > Date.now()) return kept.detail;
    if (details.size >= DETAILS_KEPT) details = new Map();
    const current = details;
    const detail = loadDetail(db, type, id);
    current.set(key, { detail, until: Date.now() + DETAIL_SECONDS * 1000 });
    detail.catch(() => current.delete(key));
    return detail;
  }

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
