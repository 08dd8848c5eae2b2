// Recent people-search work, kept in memory per database: whole answers (so a name many members look up
// at once is searched once) and the dictionary words each searched word stands for (so a new combination
// of familiar words costs one profile query). Entries live 30 s at most, and everything is dropped as soon
// as any profile is created, renamed, re-pictured or deleted through this server; another server process
// sharing the database may serve an answer up to 30 s old.
import type { SearchResult } from "@scholarly/contract";
import { ExpiringCache } from "../cache/expiring-cache.js";
import type { Db } from "../db/database.js";

const TTL_MS = 30_000;
const MAX_ANSWERS = 500;
const MAX_WORDS = 5_000;

export interface PeopleSearchCache {
  /** Pending or settled answers by searched text, so concurrent identical searches share one query. */
  answers: ExpiringCache<string, Promise<SearchResult[]>>;
  /** For each folded searched word, the dictionary words it matches and how closely. */
  wordMatches: ExpiringCache<string, Map<string, number>>;
}

/** One cache per database, so test apps over separate databases never share answers. */
const cachesByDatabase = new WeakMap<Db, PeopleSearchCache>();

export function peopleSearchCache(db: Db): PeopleSearchCache {
  let cache = cachesByDatabase.get(db);
  if (!cache) {
    cache = { answers: new ExpiringCache(MAX_ANSWERS, TTL_MS), wordMatches: new ExpiringCache(MAX_WORDS, TTL_MS) };
    cachesByDatabase.set(db, cache);
  }
  return cache;
}

/** The answer for this text, from the cache or from `search`. */
export async function cachedAnswer(db: Db, text: string, search: () => Promise<SearchResult[]>) {
  const { answers } = peopleSearchCache(db);
  const key = text.toLowerCase().replace(/\s+/g, " ");
  const cached = answers.get(key);
  if (cached) return cached;
  const generation = answers.generation;
  const pending = search();
  answers.set(key, pending, { generation });
  try {
    return await pending;
  } catch (error) {
    answers.deleteIfSame(key, pending);
    throw error;
  }
}

/** Call after any change to a profile's name or picture, or a profile's creation or deletion. */
export function forgetPeopleSearches(db: Db): void {
  const cache = cachesByDatabase.get(db);
  cache?.answers.clear();
  cache?.wordMatches.clear();
}
