// The users table: accounts by e-mail or id, creation, verification, password changes, the sign-in lockout and
// deletion.
import { sql } from "kysely";
import type { Db } from "../db/database.js";

export function userStore(db: Db) {
  return {
    findByEmail(email: string) {
      return db
        .selectFrom("users")
        .select(["id", "email", "email_verified"])
        .where("email", "=", email)
        .executeTakeFirst();
    },

    async passwordHashOf(userId: number): Promise<string> {
      const user = await db
        .selectFrom("users")
        .select("password_hash")
        .where("id", "=", userId)
        .executeTakeFirstOrThrow();
      return user.password_hash;
    },

    /** Answers undefined when the e-mail is already taken. */
    create(email: string, passwordHash: string) {
      return db
        .insertInto("users")
        .values({ email, password_hash: passwordHash })
        .onConflict((conflict) => conflict.column("email").doNothing())
        .returning(["id", "email", "email_verified"])
        .executeTakeFirst();
    },

    async markVerified(userId: number): Promise<void> {
      await db.updateTable("users").set({ email_verified: true }).where("id", "=", userId).execute();
    },

    async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
      await db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", userId).execute();
    },

    async exists(email: string): Promise<boolean> {
      return (await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst()) !== undefined;
    },

    /**
     * Takes one sign-in attempt from an account that is not locked, in one statement; the attempt that reaches
     * `maxFailures` locks it until `lockUntil`. Undefined when the account is locked or unknown.
     */
    reserveLoginAttempt(
      email: string,
      { now, lockUntil, maxFailures }: { now: Date; lockUntil: Date; maxFailures: number },
    ) {
      const locks = sql<boolean>`users.failed_logins + 1 >= ${maxFailures}`;
      return db
        .updateTable("users")
        .set({
          failed_logins: sql`CASE WHEN ${locks} THEN 0 ELSE users.failed_logins + 1 END`,
          login_locked_until: sql`CASE WHEN ${locks} THEN ${lockUntil.toISOString()}::timestamptz ELSE users.login_locked_until END`,
        })
        .where("email", "=", email)
        .where((where) => where.or([where("login_locked_until", "is", null), where("login_locked_until", "<=", now)]))
        .returning(["id", "email", "password_hash", "email_verified", "login_locked_until"])
        .executeTakeFirst();
    },

    async clearFailedLogins(userId: number): Promise<void> {
      await db
        .updateTable("users")
        .set({ failed_logins: 0, login_locked_until: null })
        .where("id", "=", userId)
        .execute();
    },

    /** Sets a new password and lifts a sign-in lock. */
    async resetPassword(userId: number, passwordHash: string): Promise<void> {
      await db
        .updateTable("users")
        .set({ password_hash: passwordHash, failed_logins: 0, login_locked_until: null })
        .where("id", "=", userId)
        .execute();
    },

    /** Marks a reset link as sent now unless one went after `sentBefore`; answers whether this one may go. */
    async claimResetMail(userId: number, now: Date, sentBefore: Date): Promise<boolean> {
      const claimed = await db
        .updateTable("users")
        .set({ reset_link_sent_at: now })
        .where("id", "=", userId)
        .where((where) =>
          where.or([where("reset_link_sent_at", "is", null), where("reset_link_sent_at", "<=", sentBefore)]),
        )
        .returning("id")
        .executeTakeFirst();
      return claimed !== undefined;
    },

    /** Deletes the account; its profile, posts, follows and tokens go by cascade. */
    async remove(userId: number): Promise<void> {
      await db.deleteFrom("users").where("id", "=", userId).execute();
    },
  };
}

export type UserStore = ReturnType<typeof userStore>;
