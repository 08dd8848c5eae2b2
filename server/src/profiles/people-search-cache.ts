// Recent people-search work, kept in memory per database: whole answers (so a name many members look up
// at once is searched once) and the dictionary words each searched word stands for (so a new combination
// of familiar words costs one profile query). Entries live 30 s at most, and everything is dropped as soon
// as any profile is created, renamed, re-pictured or deleted through this server; another server process
// sharing the database may serve an answer up to 30 s old.
import type { SearchResult } from "@scholarly/contract";
import type { Db } from "../db/database.js";

const TTL_MS = 30_000;
const MAX_ANSWERS = 500;
const MAX_WORDS = 5_000;

/** A bounded map, least recently used first, whose entries expire. */
export class RecentValues<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  /** Bumped on every change, so work that started before a change does not store its stale result. */
  generation = 0;

  constructor(private readonly maxEntries: number) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= Date.now()) return undefined;
    // Re-inserting keeps the Map in least-recently-used order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Stores a value computed since `generation` was read, unless profiles changed meanwhile. */
  set(key: string, value: V, generation: number): void {
    if (generation !== this.generation) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: Date.now() + TTL_MS });
    const oldest = this.entries.keys().next();
    if (this.entries.size > this.maxEntries && !oldest.done) this.entries.delete(oldest.value);
  }

  delete(key: string, value: V): void {
    if (this.entries.get(key)?.value === value) this.entries.delete(key);
  }

  forget(): void {
    this.generation++;
    this.entries.clear();
  }
}

export interface PeopleSearchCache {
  /** Pending or settled answers by searched text, so concurrent identical searches share one query. */
  answers: RecentValues<Promise<SearchResult[]>>;
  /** For each folded searched word, the dictionary words it matches and how closely. */
  wordMatches: RecentValues<Map<string, number>>;
}

/** One cache per database, so test apps over separate databases never share answers. */
const cachesByDatabase = new WeakMap<Db, PeopleSearchCache>();

export function peopleSearchCache(db: Db): PeopleSearchCache {
  let cache = cachesByDatabase.get(db);
  if (!cache) {
    cache = { answers: new RecentValues(MAX_ANSWERS), wordMatches: new RecentValues(MAX_WORDS) };
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
  answers.set(key, pending, generation);
  try {
    return await pending;
  } catch (error) {
    answers.delete(key, pending);
    throw error;
  }
}

/** Call after any change to a profile's name or picture, or a profile's creation or deletion. */
export function forgetPeopleSearches(db: Db): void {
  const cache = cachesByDatabase.get(db);
  cache?.answers.forget();
  cache?.wordMatches.forget();
}
