// Bearer-token checks for signed-in routes: every token is verified, and its user must still exist.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { TokenSigner } from "../accounts/tokens.js";
import { ExpiringCache } from "../cache/expiring-cache.js";
import type { Db } from "../db/database.js";
import { forbidden, unauthorized } from "./http-error.js";

export interface SignedInUser {
  id: number;
  email: string;
  emailVerified: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    signedInUser?: SignedInUser;
  }
}

export const NOT_VERIFIED_MESSAGE = "Please verify your email address first.";

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
  /** Drops what is remembered of a user whose account was deleted or changed (e-mail verified). */
  forget(userId: number): void;
}

/**
 * Recently seen accounts are trusted this long without asking the database, so a signed-in request
 * does not cost a round trip. This process forgets an account the moment it is deleted or verified;
 * another process serving the same database would trust its copy for at most ACCOUNT_SECONDS.
 */
const ACCOUNT_SECONDS = 5;
const ACCOUNTS_KEPT = 10_000;

export function createAuthenticator(db: Db, tokens: TokenSigner): Authenticator {
  const accounts = new ExpiringCache<number, SignedInUser>(ACCOUNTS_KEPT, ACCOUNT_SECONDS * 1000);

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
    if (!token) throw unauthorized("Authentication credentials were not provided.");
    const claims = await tokens.verify(token, "access");
    if (!claims) throw unauthorized("Your session is invalid or has expired. Please sign in again.");
    const known = accounts.get(claims.userId);
    if (known) return known;
    // Read before the query: an account deleted meanwhile is then not remembered after its deletion.
    const generation = accounts.generation;
    const user = await loadAccount(claims.userId);
    if (!user) throw unauthorized("This account no longer exists.");
    accounts.set(user.id, user, { generation });
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
    forget: (userId) => accounts.forget(userId),
  };
}

/** The signed-in user of a route guarded by the authenticator. */
export function currentUser(request: FastifyRequest): SignedInUser {
  if (!request.signedInUser) throw unauthorized();
  return request.signedInUser;
}
