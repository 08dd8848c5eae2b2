// The refresh_tokens table: one row per refresh token, spent once on a refresh; ending sessions deletes the rows.
// Given a transaction, each statement runs in it.
import type { Db } from "../db/database.js";

export function sessionStore(db: Db) {
  return {
    async add(userId: number, tokenId: string, expiresAt: Date): Promise<void> {
      await db.insertInto("refresh_tokens").values({ id: tokenId, user_id: userId, expires_at: expiresAt }).execute();
    },

    /** Deletes every refresh token of the user, holding the user's row so no refresh runs meanwhile. */
    async endAll(userId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
        await trx.deleteFrom("refresh_tokens").where("user_id", "=", userId).execute();
      });
    },

    /** The user, their row held in share mode until the transaction ends (endAll waits for it). */
    holdUser(userId: number) {
      return db
        .selectFrom("users")
        .select(["id", "email_verified"])
        .where("id", "=", userId)
        .forShare()
        .executeTakeFirst();
    },

    /** Marks an unspent, unexpired token spent; answers whether it was. */
    async spend(userId: number, tokenId: string, now: Date): Promise<boolean> {
      const spent = await db
        .updateTable("refresh_tokens")
        .set({ revoked_at: now })
        .where("id", "=", tokenId)
        .where("user_id", "=", userId)
        .where("revoked_at", "is", null)
        .where("expires_at", ">", now)
        .returning("id")
        .executeTakeFirst();
      return spent !== undefined;
    },

    /** Whether the token was spent at or before `before`. */
    async spentBy(tokenId: string, before: Date): Promise<boolean> {
      const spent = await db
        .selectFrom("refresh_tokens")
        .select("id")
        .where("id", "=", tokenId)
        .where("revoked_at", "<=", before)
        .executeTakeFirst();
      return spent !== undefined;
    },
  };
}
