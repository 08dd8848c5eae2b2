// A bounded in-memory map whose entries expire: the one cache behind verified tokens, recently seen
// accounts and people-search answers.

interface Entry<V> {
  value: V;
  expiresAt: number;
}

export class ExpiringCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private changes = 0;

  /**
   * @param maxEntries beyond this many, the least recently used entry is dropped.
   * @param ttlMs how long an entry lives unless `set` is given its own expiry.
   */
  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  /**
   * Counts forget() and clear() calls. Read it before computing a value and pass it to set(): a value
   * computed across a change is then not stored, so it cannot outlive what replaced it.
   */
  get generation(): number {
    return this.changes;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= Date.now()) return undefined;
    // Re-inserting keeps the Map in least-recently-used order.
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, options: { generation?: number; expiresAt?: number } = {}): void {
    if (options.generation !== undefined && options.generation !== this.changes) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: options.expiresAt ?? Date.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  /** Drops the entry only while it still holds `value` (a failed computation removes only itself). */
  deleteIfSame(key: K, value: V): void {
    if (this.entries.get(key)?.value === value) this.entries.delete(key);
  }

  forget(key: K): void {
    this.changes++;
    this.entries.delete(key);
  }

  clear(): void {
    this.changes++;
    this.entries.clear();
  }
}
