// How a reader is named in the stats tables: salted with the day's salt, so no address is ever written down.
import { sha256, type Visitor } from "../http/visitor.js";

const salted = (salt: string, hash: string) => sha256(`${salt}\n${hash}`).slice(0, 32);

/** How a reader is named in the stats tables: a member by id, anyone else by the salted fingerprint. */
export function readerName(visitor: Visitor, salt: string): string {
  if (visitor.userId !== undefined) return `user:${visitor.userId}`;
  return `visitor:${salted(salt, visitor.fingerprint)}`;
}

/** The address an anonymous reader's events are capped by, salted as their name is; none for a member. */
export function addressName(visitor: Visitor, salt: string): string | null {
  return visitor.userId === undefined ? salted(salt, visitor.address) : null;
}
