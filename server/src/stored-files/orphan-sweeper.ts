// Removes stored files that no row names: left by a process that died between storing an upload and writing
// its row (or between removing a row and its file). Young files are spared, as their row may be on its way.
import type { FastifyBaseLogger } from "fastify";
import type { Storage } from "../storage/storage.js";
import type { StoredFileStore } from "./stored-file-store.js";

/** An upload's row is written within its request; a file this old with no row will never get one. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
const KEYS_PER_QUERY = 500;

export interface OrphanSweepDeps {
  storage: Storage;
  store: StoredFileStore;
  log: Pick<FastifyBaseLogger, "info">;
  now?: () => Date;
  signal?: AbortSignal;
}

/** Removes every unreferenced file older than an hour; answers how many it removed. */
export async function sweepOrphanedFiles({ storage, store, log, now = () => new Date(), signal }: OrphanSweepDeps) {
  const cutoff = now().getTime() - ORPHAN_MIN_AGE_MS;
  let removed = 0;
  let candidates: string[] = [];

  async function removeUnreferenced(keys: string[]): Promise<void> {
    const referenced = await store.referenced(keys);
    for (const key of keys) {
      if (referenced.has(key)) continue;
      await storage.delete(key);
      removed += 1;
    }
  }

  for await (const object of storage.list()) {
    signal?.throwIfAborted();
    if (object.lastModified.getTime() > cutoff) continue;
    candidates.push(object.key);
    if (candidates.length === KEYS_PER_QUERY) {
      await removeUnreferenced(candidates);
      candidates = [];
    }
  }
  await removeUnreferenced(candidates);
  if (removed > 0) log.info({ removed }, "removed stored files no row names");
  return removed;
}
