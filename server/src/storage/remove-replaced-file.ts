import type { Storage } from "./storage.js";

/**
 * Removes a file that a change already saved no longer references. Call it only after the change is
 * saved: a leftover file costs only disk space, while a missing one would break the item. A failure here
 * is ignored, since failing a request whose change is saved would mislead the member.
 */
export async function removeReplacedFile(storage: Storage, key: unknown): Promise<void> {
  if (typeof key === "string" && key) await storage.delete(key).catch(() => undefined);
}
