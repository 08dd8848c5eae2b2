// The password_reset_tokens table: e-mailed reset links, stored only as hashes, each spent once.
import type { Db } from "../db/database.js";

export function passwordResetStore(db: Db) {
  return {
    async add(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
      await db
        .insertInto("password_reset_tokens")
        .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt })
        .execute();
    },

    /** Spends an open, unexpired link; answers whose it was, or undefined. */
    spend(tokenHash: string, now: Date) {
      return db
        .updateTable("password_reset_tokens")
        .set({ used_at: now })
        .where("token_hash", "=", tokenHash)
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .returning("user_id")
        .executeTakeFirst();
    },

    /** Spends every link of the user still open. */
    async spendAllOf(userId: number, now: Date): Promise<void> {
      await db
        .updateTable("password_reset_tokens")
        .set({ used_at: now })
        .where("user_id", "=", userId)
        .where("used_at", "is", null)
        .execute();
    },
  };
}
