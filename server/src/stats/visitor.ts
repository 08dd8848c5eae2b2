// Who is behind a request, as far as stats need to know: a member, or an anonymous browser told apart by its
// address and user agent, or a robot (by the isbot list of crawlers, or sending no user agent at all).
import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { isbot } from "isbot";

export interface Visitor {
  /** The signed-in member, when the request carried their token. */
  userId: number | undefined;
  robot: boolean;
  /**
   * A hash of address and user agent, held in memory only: what is stored is this hashed again with the day's
   * salt, so no address is ever written down and yesterday's readers cannot be followed into today.
   */
  fingerprint: string;
}

export function visitorOf(request: FastifyRequest, userId?: number): Visitor {
  const userAgent = request.headers["user-agent"] ?? "";
  return {
    userId,
    robot: userAgent === "" || isbot(userAgent),
    fingerprint: createHash("sha256").update(`${request.ip}\n${userAgent}`).digest("hex"),
  };
}

/** How a reader is named in the stats tables: a member by id, anyone else by the salted fingerprint. */
export function readerName(visitor: Visitor, salt: string): string {
  if (visitor.userId !== undefined) return `user:${visitor.userId}`;
  return `visitor:${createHash("sha256").update(`${salt}\n${visitor.fingerprint}`).digest("hex").slice(0, 32)}`;
}
