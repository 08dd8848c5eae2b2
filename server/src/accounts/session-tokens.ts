// Issues token pairs and rotates refresh tokens; each refresh token is a row so it can be revoked.
// A row with `revoked_at` was spent on a refresh, so presenting it again (after a short grace) means it was
// stolen; the rows of a session that was ended (password changed or reset, theft detected) are deleted, so
// their later refusal is only a refusal.
import type { TokenPair } from "@scholarly/contract";
import type { AppContext } from "../app-context.js";
import type { Db } from "../db/database.js";
import { unauthorized } from "../http/http-error.js";
import { memberStore } from "../members/member-store.js";
import { sessionStore } from "./session-store.js";

const INVALID_REFRESH = "Your session is invalid or has expired. Please sign in again.";

/** Two tabs refreshing at once present the same token: within this long the second gets the first's pair. */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export async function issueTokenPair(
  context: Pick<AppContext, "db" | "tokens">,
  user: { id: number; email_verified: boolean },
  message: string,
): Promise<TokenPair> {
  const access = await context.tokens.sign(user.id, "access");
  const refresh = await context.tokens.sign(user.id, "refresh");
  await sessionStore(context.db).add(user.id, refresh.id, refresh.expiresAt);
  const profileId = await memberStore(context.db).profileIdOf(user.id);
  return {
    access_token: access.token,
    refresh_token: refresh.token,
    user_id: user.id,
    email_verified: user.email_verified,
    has_profile: profileId !== undefined,
    message,
  };
}

/**
 * Ends every session of the user. The user's row is locked meanwhile, which a refresh waits for (see
 * spendRefreshToken), so a refresh in flight cannot leave a new token behind.
 */
export async function endAllSessions(db: Db, userId: number): Promise<void> {
  await sessionStore(db).endAll(userId);
}

/**
 * Spends a refresh token once; the same token again within the grace gets the same answer. A use after that
 * means it was stolen, so every session of that user ends.
 */
export async function rotateRefreshToken(
  context: Pick<AppContext, "db" | "tokens" | "caches">,
  refreshToken: string,
): Promise<TokenPair> {
  const claims = await context.tokens.verify(refreshToken, "refresh");
  if (!claims) throw unauthorized(INVALID_REFRESH);
  // Requests arriving together share one refresh, and the pair stays the answer for the grace period.
  const pair = await context.caches.recentRefreshes.fetch(claims.id, { context: () => refreshOnce(context, claims) });
  if (!pair) throw unauthorized(INVALID_REFRESH);
  return pair;
}

async function refreshOnce(
  context: Pick<AppContext, "db" | "tokens">,
  claims: { userId: number; id: string },
): Promise<TokenPair> {
  const outcome = await spendRefreshToken(context, claims);
  if (outcome === "reused") await endAllSessions(context.db, claims.userId);
  if (outcome === "reused" || outcome === "refused") throw unauthorized(INVALID_REFRESH);
  return outcome;
}

/**
 * The new pair, or why there is none: the token was spent before the grace ("reused"), or is unknown, expired,
 * or spent within the grace by a refresh this process no longer remembers (another process, a restart).
 */
async function spendRefreshToken(
  context: Pick<AppContext, "db" | "tokens">,
  claims: { userId: number; id: string },
): Promise<TokenPair | "reused" | "refused"> {
  return context.db.transaction().execute(async (trx) => {
    // Shares the lock endAllSessions takes: this refresh is wholly before an ending of sessions or wholly after.
    const sessions = sessionStore(trx);
    const user = await sessions.holdUser(claims.userId);
    if (!user) throw unauthorized("This account no longer exists.");
    const now = new Date();
    if (await sessions.spend(claims.userId, claims.id, now))
      return issueTokenPair({ db: trx, tokens: context.tokens }, user, "Session refreshed.");
    const reused = await sessions.spentBy(claims.id, new Date(now.getTime() - REFRESH_REUSE_GRACE_MS));
    return reused ? "reused" : "refused";
  });
}
