// Tells this process's feed caches that a post was created, edited or deleted, so the next page shows it.
import type { Db } from "../db/database.js";

const listenersByDatabase = new WeakMap<Db, Set<() => void>>();

/** Called by every write to a post table (publications, gallery, videos, code, account deletion). */
export function postsChanged(db: Db): void {
  for (const listener of listenersByDatabase.get(db) ?? []) listener();
}

export function onPostsChanged(db: Db, listener: () => void): void {
  const listeners = listenersByDatabase.get(db) ?? new Set();
  listeners.add(listener);
  listenersByDatabase.set(db, listeners);
}
