// Recently answered feed pages, kept as the JSON sent, for every member alike (a page does not depend on
// who asks). Entries live FEED_RESPONSE_SECONDS; any write to a post empties the cache at once.
const FEED_RESPONSE_SECONDS = 1;
const FEED_RESPONSES_KEPT = 1_000;

interface Entry {
  json: Promise<string>;
  until: number;
}

export interface FeedResponses {
  /** The cached answer for key, or the one `answer` gives; concurrent misses share one computation. */
  get(key: string, answer: () => Promise<string>): Promise<string>;
  clear(): void;
}

/**
 * What a member can see stale, for at most a second: read counts and author names or pictures on
 * cards. New, edited and deleted posts show on the next request of this process.
 */
export function feedResponses(): FeedResponses {
  let entries = new Map<string, Entry>();
  return {
    get(key, answer) {
      const now = Date.now();
      const cached = entries.get(key);
      if (cached && cached.until > now) return cached.json;
      if (entries.size >= FEED_RESPONSES_KEPT) entries = new Map();
      // A page computed while a post changes lands in the map that clear() replaced, so it is never served.
      const current = entries;
      const json = answer();
      current.set(key, { json, until: now + FEED_RESPONSE_SECONDS * 1000 });
      json.catch(() => current.delete(key));
      return json;
    },
    clear() {
      entries = new Map();
    },
  };
}
