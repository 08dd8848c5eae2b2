// The site operator's defences at the inboxes, before Fedify reads a byte: an activity from a blocked server
// (its signing key's or its actor's host) is answered 202 and dropped, so nothing of it is stored and no key is
// fetched; each remote server may post FEDERATION_INBOX_RATE activities (429 with Retry-After beyond).
import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FederationConfig } from "../config.js";
import { tooManyRequests } from "../http/http-error.js";
import { domainBlocklist, hostOf } from "./blocked-domains.js";

/** The host of the signing key: draft-cavage's `Signature: keyId="…"` or RFC 9421's `Signature-Input: …;keyid="…"`. */
export function signerHost(request: FastifyRequest): string | undefined {
  const headers = [request.headers.signature, request.headers["signature-input"]].flat().filter(Boolean);
  return hostOf(/keyid="([^"]*)"/i.exec(headers.join(","))?.[1]);
}

/** The hosts of the activity's actors, as the body names them (addresses or objects with an id, one or several). */
function actorHosts(body: unknown): (string | undefined)[] {
  if (typeof body !== "string") return [];
  try {
    const { actor } = JSON.parse(body) as { actor?: unknown };
    return [actor]
      .flat()
      .map((one) => hostOf(typeof one === "object" && one !== null ? (one as { id?: unknown }).id : one));
  } catch {
    return [];
  }
}

export function inboxDefences(settings: Pick<FederationConfig, "blockedDomains" | "inboxRate">) {
  const isBlocked = domainBlocklist(settings.blockedDomains);
  const rateLimit: RateLimitOptions = {
    max: settings.inboxRate.max,
    timeWindow: settings.inboxRate.windowMs,
    // Per remote server, not per address: one server's deliveries come from many addresses, and many servers
    // may share one. Unsigned requests (refused by Fedify) count per address.
    keyGenerator: (request) => `inbox:${signerHost(request) ?? `unsigned ${request.ip}`}`,
    errorResponseBuilder: (_request, { after }) =>
      tooManyRequests(`Too many activities from your server. Try again in ${after}.`),
    // Signatures are checked either way: activities keep arriving while Redis cannot count.
    skipOnError: true,
  };

  /** Answers a blocked server's activity as taken (202), so it neither learns of the block nor retries. */
  async function dropBlocked(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const hosts = [signerHost(request), ...actorHosts(request.body)];
    if (hosts.some((host) => host !== undefined && isBlocked(host))) await reply.code(202).send();
  }

  return { config: { rateLimit }, preHandler: dropBlocked };
}
