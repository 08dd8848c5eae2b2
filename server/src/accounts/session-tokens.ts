// Issues token pairs and rotates refresh tokens; each refresh token is a row so it can be revoked.
import type { TokenPair } from "@scholarly/contract";
import type { AppContext } from "../app-context.js";
import type { Db } from "../db/database.js";
import { unauthorized } from "../http/http-error.js";

const INVALID_REFRESH = "Your session is invalid or has expired. Please sign in again.";

export async function issueTokenPair(
  context: Pick<AppContext, "db" | "tokens">,
  user: { id: number; email_verified: boolean },
  message: string,
): Promise<TokenPair> {
  const access = await context.tokens.sign(user.id, "access");
  const refresh = await context.tokens.sign(user.id, "refresh");
  await context.db
    .insertInto("refresh_tokens")
    .values({ id: refresh.id, user_id: user.id, expires_at: refresh.expiresAt })
    .execute();
  const profile = await context.db
    .selectFrom("profiles")
    .select("id")
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  return {
    access_token: access.token,
    refresh_token: refresh.token,
    user_id: user.id,
    email_verified: user.email_verified,
    has_profile: profile !== undefined,
    message,
  };
}

export async function revokeAllRefreshTokens(db: Db, userId: number): Promise<void> {
  await db
    .updateTable("refresh_tokens")
    .set({ revoked_at: new Date() })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .execute();
}

/** Spends a refresh token once. A second use means it was stolen, so every session of that user ends. */
export async function rotateRefreshToken(
  context: Pick<AppContext, "db" | "tokens">,
  refreshToken: string,
): Promise<TokenPair> {
  const claims = await context.tokens.verify(refreshToken, "refresh");
  if (!claims) throw unauthorized(INVALID_REFRESH);
  const now = new Date();
  const spent = await context.db
    .updateTable("refresh_tokens")
    .set({ revoked_at: now })
    .where("id", "=", claims.id)
    .where("user_id", "=", claims.userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .returning("id")
    .executeTakeFirst();
  if (!spent) {
    const reused = await context.db
      .selectFrom("refresh_tokens")
      .select("id")
      .where("id", "=", claims.id)
      .where("revoked_at", "is not", null)
      .executeTakeFirst();
    if (reused) await revokeAllRefreshTokens(context.db, claims.userId);
    throw unauthorized(INVALID_REFRESH);
  }
  const user = await context.db
    .selectFrom("users")
    .select(["id", "email_verified"])
    .where("id", "=", claims.userId)
    .executeTakeFirst();
  if (!user) throw unauthorized("This account no longer exists.");
  return issueTokenPair(context, user, "Session refreshed.");
}
