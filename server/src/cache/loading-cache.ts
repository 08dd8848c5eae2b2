// The one kind of in-process cache: a bounded LRU whose fetch() shares one load among concurrent misses.
import { LRUCache } from "lru-cache";

/** `fetch(key, { context: load })` answers the cached value or runs `load` once for all who ask meanwhile. */
export type LoadingCache<K extends {}, V extends {}> = LRUCache<K, V, Loader<V>>;

/** Loads a value; undefined means "none", which is answered but not kept. */
export type Loader<V> = () => Promise<V | undefined>;

export function loadingCache<K extends {}, V extends {}>(options: { max: number; ttlMs: number }): LoadingCache<K, V> {
  return new LRUCache<K, V, Loader<V>>({
    max: options.max,
    ttl: options.ttlMs,
    // Wall-clock time: lifetimes line up with token expiries and with clocks that tests set.
    perf: { now: () => Date.now() },
    // A load that was under way when its key was deleted (or the cache cleared) still answers its own
    // callers, but is not kept: what it read may predate the change that deleted it.
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
}
