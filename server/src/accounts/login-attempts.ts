// Password checks for sign-in: the same answer and similar timing for unknown e-mails, and a per-account lockout.
import { sql } from "kysely";
import type { Db } from "../db/database.js";
import { tooManyRequests, unauthorized } from "../http/http-error.js";
import { hashPassword, verifyPassword } from "./passwords.js";

export const MAX_FAILED_LOGINS = 5;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;
export const INVALID_CREDENTIALS = "Invalid email or password.";
export const LOGIN_LOCKED = "Too many failed login attempts. Try again in 15 minutes.";

// Verified against when the e-mail is unknown, so both failures cost one argon2 verification.
let dummyHash: Promise<string> | undefined;

export async function checkCredentials(db: Db, email: string, password: string) {
  const user = await db
    .selectFrom("users")
    .select(["id", "email", "password_hash", "email_verified", "login_locked_until"])
    .where("email", "=", email)
    .executeTakeFirst();
  if (!user) {
    dummyHash ??= hashPassword("not anyone's password");
    await verifyPassword(await dummyHash, password);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  if (user.login_locked_until && user.login_locked_until > new Date()) throw tooManyRequests(LOGIN_LOCKED);
  if (!(await verifyPassword(user.password_hash, password))) throw await recordFailedLogin(db, user.id);
  await db.updateTable("users").set({ failed_logins: 0, login_locked_until: null }).where("id", "=", user.id).execute();
  return { id: user.id, email: user.email, email_verified: user.email_verified };
}

/** Counts a failure in one statement; the fifth in a row locks the account for 15 minutes. */
async function recordFailedLogin(db: Db, userId: number) {
  const lockUntil = new Date(Date.now() + LOGIN_LOCK_MS).toISOString();
  const reachesLimit = sql<boolean>`users.failed_logins + 1 >= ${MAX_FAILED_LOGINS}`;
  const row = await db
    .updateTable("users")
    .set({
      failed_logins: sql`CASE WHEN ${reachesLimit} THEN 0 ELSE users.failed_logins + 1 END`,
      login_locked_until: sql`CASE WHEN ${reachesLimit} THEN ${lockUntil}::timestamptz ELSE users.login_locked_until END`,
    })
    .where("id", "=", userId)
    .returning("login_locked_until")
    .executeTakeFirst();
  const locked = row?.login_locked_until && row.login_locked_until > new Date();
  return locked ? tooManyRequests(LOGIN_LOCKED) : unauthorized(INVALID_CREDENTIALS);
}
