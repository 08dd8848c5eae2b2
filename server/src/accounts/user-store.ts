// The users table: accounts by e-mail or id, creation, verification and password changes.
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
  };
}
