// The one kind of in-process cache: a bounded LRU whose fetch() shares one load among concurrent misses.
import { LRUCache } from "lru-cache";

/** Loads a value; undefined means "none", which is answered but not kept. */
export type Loader<V> = () => Promise<V | undefined>;

/** Lookups answered from the cache and lookups that had to load (or found nothing), since start. */
export interface CacheLookups {
  hits: number;
  misses: number;
}

/**
 * `fetch(key, { context: load })` answers the cached value or runs `load` once for all who ask meanwhile.
 * Every get and fetch is counted in `lookups`, for the hit ratios in /metrics.
 */
export class LoadingCache<K extends {}, V extends {}> extends LRUCache<K, V, Loader<V>> {
  readonly lookups: CacheLookups = { hits: 0, misses: 0 };

  override get(key: K, options?: LRUCache.GetOptions<K, V, Loader<V>>): V | undefined {
    const value = super.get(key, options);
    if (value === undefined) this.lookups.misses++;
    else this.lookups.hits++;
    return value;
  }

  // The base's second overload (no loader given) cannot be called on a cache whose loads need one.
  override fetch(key: K, options: LRUCache.FetchOptionsWithContext<K, V, Loader<V>>): Promise<V | undefined>;
  override fetch(key: never, options?: never): Promise<V | undefined>;
  override fetch(key: K, options?: LRUCache.FetchOptionsWithContext<K, V, Loader<V>>): Promise<V | undefined> {
    if (!options) throw new Error("LoadingCache.fetch needs a loader as its context.");
    const status: LRUCache.Status<K, V, Loader<V>> = options.status ?? {};
    const answer = super.fetch(key, { ...options, status });
    // Set before fetch returns. Joining a load already under way costs no load of its own: a hit.
    if (status.fetch === "hit" || status.fetch === "inflight") this.lookups.hits++;
    else this.lookups.misses++;
    return answer;
  }
}

export interface LoadingCacheOptions<V> {
  max: number;
  ttlMs: number;
  /** For large values: the most the cache holds in all, as `size` measures each value (one larger is not kept). */
  maxSize?: { total: number; size: (value: V) => number };
}

export function loadingCache<K extends {}, V extends {}>(options: LoadingCacheOptions<V>): LoadingCache<K, V> {
  return new LoadingCache<K, V>({
    max: options.max,
    ttl: options.ttlMs,
    ...(options.maxSize && { maxSize: options.maxSize.total, sizeCalculation: options.maxSize.size }),
    // Wall-clock time: lifetimes line up with token expiries and with clocks that tests set.
    perf: { now: () => Date.now() },
    // A load that was under way when its key was deleted (or the cache cleared) still answers its own
    // callers, but is not kept: what it read may predate the change that deleted it.
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
}
