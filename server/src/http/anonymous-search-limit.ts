// Searching is open to visitors who are not signed in, under a per-address ceiling of their own; members
// search as before, without it.
import { ANONYMOUS_SEARCHES_PER_MINUTE, SEARCH_MESSAGES } from "@scholarly/contract";
import type { FastifyRequest } from "fastify";
import type { RouteOptions } from "./endpoint-routes.js";
import { tooManyRequests } from "./http-error.js";

/** A request carrying a token is a member's: an invalid token is refused by the route's guard before any search. */
const carriesToken = (request: FastifyRequest) => request.headers.authorization !== undefined;

/** `exempt`: anonymous requests of the route that are not searches (a public profile read by id). */
export function anonymousSearchLimit(exempt: (request: FastifyRequest) => boolean = () => false): RouteOptions {
  return {
    rateLimit: {
      max: ANONYMOUS_SEARCHES_PER_MINUTE,
      timeWindow: "1 minute",
      allowList: (request) => carriesToken(request) || exempt(request),
      errorResponseBuilder: () => tooManyRequests(SEARCH_MESSAGES.anonymousLimit),
      // Unlike sign-in (http/rate-limit.ts), reading public research stays open while Redis cannot count.
      skipOnError: true,
    },
  };
}
