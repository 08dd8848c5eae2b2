// Bearer-token checks for signed-in routes: every token is verified, and its user must still exist.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { AppContext } from "../app-context.js";
import type { LoadingCache } from "../cache/loading-cache.js";
import type { Db } from "../db/database.js";
import { forbidden, unauthorized } from "./http-error.js";

/** An account as a signed-in request needs it, kept a few seconds (`caches.accounts`). */
export interface KnownAccount {
  id: number;
  email: string;
  emailVerified: boolean;
}

export type SignedInUser = KnownAccount;

declare module "fastify" {
  interface FastifyRequest {
    signedInUser?: SignedInUser;
  }
}

export const NOT_VERIFIED_MESSAGE = "Please verify your email address first.";
const NO_CREDENTIALS_MESSAGE = "Authentication credentials were not provided.";

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

export interface Authenticator {
  /** Requires a valid token of a verified account. */
  verified: preHandlerAsyncHookHandler;
  /** Requires a valid token; the e-mail may still be unverified (OTP and account deletion). */
  anyAccount: preHandlerAsyncHookHandler;
  /** Identifies the member when a token is sent (an invalid one is refused); anonymous otherwise. */
  optional: preHandlerAsyncHookHandler;
}

/**
 * Recently seen accounts come from `accounts` (see app-caches) without a round trip; the account events
 * (verified, deleted, password changed) drop them there.
 */
export function createAuthenticator(
  db: Db,
  tokens: AppContext["tokens"],
  accounts: LoadingCache<number, KnownAccount>,
): Authenticator {
  async function loadAccount(userId: number): Promise<SignedInUser | undefined> {
    const user = await db
      .selectFrom("users")
      .select(["id", "email", "email_verified"])
      .where("id", "=", userId)
      .executeTakeFirst();
    return user && { id: user.id, email: user.email, emailVerified: user.email_verified };
  }

  async function identify(request: FastifyRequest): Promise<SignedInUser> {
    const token = bearerToken(request);
    if (!token) throw unauthorized(NO_CREDENTIALS_MESSAGE);
    const claims = await tokens.verify(token, "access");
    if (!claims) throw unauthorized("Your session is invalid or has expired. Please sign in again.");
    const user = await accounts.fetch(claims.userId, { context: () => loadAccount(claims.userId) });
    if (!user) throw unauthorized("This account no longer exists.");
    return user;
  }

  return {
    async verified(request: FastifyRequest, _reply: FastifyReply) {
      const user = await identify(request);
      if (!user.emailVerified) throw forbidden(NOT_VERIFIED_MESSAGE);
      request.signedInUser = user;
    },
    async anyAccount(request: FastifyRequest, _reply: FastifyReply) {
      request.signedInUser = await identify(request);
    },
    async optional(request: FastifyRequest, _reply: FastifyReply) {
      if (request.headers.authorization !== undefined) request.signedInUser = await identify(request);
    },
  };
}

/**
 * On an endpoint whose one form is public (a post or a profile by id), the other forms are for verified
 * members only, answered as a `bearer` endpoint would.
 */
export function verifiedMember(user: SignedInUser | undefined): SignedInUser {
  if (!user) throw unauthorized(NO_CREDENTIALS_MESSAGE);
  if (!user.emailVerified) throw forbidden(NOT_VERIFIED_MESSAGE);
  return user;
}

/** The signed-in user of a route guarded by the authenticator. */
export function currentUser(request: FastifyRequest): SignedInUser {
  if (!request.signedInUser) throw unauthorized();
  return request.signedInUser;
}
