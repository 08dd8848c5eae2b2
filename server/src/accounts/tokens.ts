// Signs and checks the short-lived access tokens and the rotating refresh tokens (HS256 JWTs).
import { randomUUID } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import type { LoadingCache } from "../cache/loading-cache.js";

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

type TokenUse = "access" | "refresh";

/** An access token whose signature and claims were checked. */
export interface VerifiedToken {
  userId: number;
  id: string;
}

export interface TokenSigner {
  sign(userId: number, use: TokenUse): Promise<{ token: string; id: string; expiresAt: Date }>;
  /** The user id and token id, or null when the token is missing, forged, expired, never expires or is of the other use. */
  verify(token: string, use: TokenUse): Promise<{ userId: number; id: string } | null>;
}

/** Every token this signer makes carries these; `use` is the audience (an access or a refresh token). */
const REQUIRED_CLAIMS = ["exp", "sub", "jti", "use"];

/**
 * Access tokens already verified, until they expire. jose verifies HS256 through WebCrypto, which costs
 * more than the rest of a cached request; a token's signature and claims never change, so a second
 * check of the same string only needs its expiry. Refresh tokens are checked once each, so they are
 * not kept, and failures are never kept.
 */
/** Without `verifiedAccessTokens` every check runs the full verification (tests that only sign tokens). */
export function createTokenSigner(
  secret: string,
  verifiedAccessTokens?: LoadingCache<string, VerifiedToken>,
): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(userId, use) {
      const id = randomUUID();
      const seconds = use === "access" ? ACCESS_TOKEN_SECONDS : REFRESH_TOKEN_SECONDS;
      const expiresAt = new Date(Date.now() + seconds * 1000);
      const token = await new SignJWT({ use })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(userId))
        .setJti(id)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, id, expiresAt };
    },
    async verify(token, use) {
      if (use === "access") {
        const known = verifiedAccessTokens?.get(token);
        if (known) return { ...known };
      }
      try {
        // jose checks `exp` only when present: a token without one would never expire, so it is refused.
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], requiredClaims: REQUIRED_CLAIMS });
        const userId = Number(payload.sub);
        if (payload.use !== use || !Number.isInteger(userId) || !payload.jti || payload.exp === undefined) return null;
        const claims = { userId, id: payload.jti };
        if (use === "access") {
          verifiedAccessTokens?.set(token, claims, { ttl: Math.max(1, payload.exp * 1000 - Date.now()) });
        }
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
