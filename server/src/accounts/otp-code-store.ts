// The otp_codes table: each account's one pending e-mailed code (as an HMAC), its misses and its lockout.
import { sql } from "kysely";
import type { Db } from "../db/database.js";

export interface StoredCode {
  code_hash: string;
  expires_at: Date;
  sent_at: Date;
}

export function otpCodeStore(db: Db) {
  return {
    find(userId: number) {
      return db.selectFrom("otp_codes").selectAll().where("user_id", "=", userId).executeTakeFirst();
    },

    /**
     * Keeps a fresh code unless the last one was sent after `sentBefore`, in one statement (parallel requests
     * cannot both send); misses and a lockout carry over. Answers whether it was kept.
     */
    async replace(userId: number, code: StoredCode, sentBefore: Date): Promise<boolean> {
      const stored = await db
        .insertInto("otp_codes")
        .values({ user_id: userId, ...code })
        .onConflict((conflict) =>
          conflict.column("user_id").doUpdateSet(code).where("otp_codes.sent_at", "<=", sentBefore),
        )
        .returning("user_id")
        .executeTakeFirst();
      return stored !== undefined;
    },

    /** Spends the code; false when another request spent it first. */
    async spend(userId: number, codeHash: string): Promise<boolean> {
      const spent = await db
        .deleteFrom("otp_codes")
        .where("user_id", "=", userId)
        .where("code_hash", "=", codeHash)
        .returning("user_id")
        .executeTakeFirst();
      return spent !== undefined;
    },

    /** Counts a miss in one statement (parallel guesses all count); the one reaching `maxFailures` locks. */
    recordMiss(userId: number, { lockUntil, maxFailures }: { lockUntil: Date; maxFailures: number }) {
      const reachesLimit = sql<boolean>`otp_codes.failed_attempts + 1 >= ${maxFailures}`;
      return db
        .updateTable("otp_codes")
        .set({
          failed_attempts: sql`CASE WHEN ${reachesLimit} THEN 0 ELSE otp_codes.failed_attempts + 1 END`,
          locked_until: sql`CASE WHEN ${reachesLimit} THEN ${lockUntil.toISOString()}::timestamptz ELSE otp_codes.locked_until END`,
        })
        .where("user_id", "=", userId)
        .returning(["failed_attempts", "locked_until"])
        .executeTakeFirst();
    },
  };
}
