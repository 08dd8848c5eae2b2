// Who is behind a request, as far as counting reads needs to know: a member, or an anonymous browser told apart
// by its address and user agent, or a robot (by the isbot list of crawlers, or sending no user agent at all).
// The address is the connection's, or the proxy's forwarded one only with TRUST_PROXY (Fastify's request.ip).
import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { isbot } from "isbot";

export interface Visitor {
  /** The signed-in member, when the request carried their token. */
  userId: number | undefined;
  robot: boolean;
  /**
   * A hash of address and user agent, held in memory only: what the stats store is this hashed again with the
   * day's salt (stats/reader-names.ts), so no address is ever written down and yesterday's readers cannot be
   * followed into today.
   */
  fingerprint: string;
  /** A hash of the address alone, held in memory only: what is stored is this hashed again with the day's salt. */
  address: string;
}

export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

export function visitorOf(request: FastifyRequest, userId?: number): Visitor {
  const userAgent = request.headers["user-agent"] ?? "";
  return {
    userId,
    robot: userAgent === "" || isbot(userAgent),
    fingerprint: sha256(`${request.ip}\n${userAgent}`),
    address: sha256(request.ip),
  };
}
