// Password checks for sign-in: the same answer and similar timing for unknown e-mails, and a per-account lockout.
// `failed_logins` counts the attempts reserved since the last success or lock, wrong or still being checked.
import type { Db } from "../db/database.js";
import { tooManyRequests, unauthorized } from "../http/http-error.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { userStore } from "./user-store.js";

export const MAX_FAILED_LOGINS = 5;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;
export const INVALID_CREDENTIALS = "Invalid email or password.";
// Anyone can lock an account with 5 guesses, so the lock points its owner at the way in that needs the mailbox.
export const LOGIN_LOCKED =
  "Too many failed login attempts. Try again in 15 minutes, or reset your password from the link we can e-mail you to sign in now.";

// Verified against when the e-mail is unknown, so both failures cost one argon2 verification.
let dummyHash: Promise<string> | undefined;

export async function checkCredentials(db: Db, email: string, password: string) {
  const user = await reserveAttempt(db, email);
  if (!user) throw await refusal(db, email, password);
  if (!(await verifyPassword(user.password_hash, password))) {
    throw user.lockedByThisAttempt ? tooManyRequests(LOGIN_LOCKED) : unauthorized(INVALID_CREDENTIALS);
  }
  await userStore(db).clearFailedLogins(user.id);
  return { id: user.id, email: user.email, email_verified: user.email_verified };
}

/**
 * Takes one attempt from the account's budget before the slow hash, in one statement: however many requests
 * arrive at once, at most 5 passwords are checked per lock window. The fifth reservation starts the lock; a
 * right password then lifts it, and a wrong one needs no further write.
 */
async function reserveAttempt(db: Db, email: string) {
  const now = new Date();
  const lockUntil = new Date(now.getTime() + LOGIN_LOCK_MS);
  const row = await userStore(db).reserveLoginAttempt(email, { now, lockUntil, maxFailures: MAX_FAILED_LOGINS });
  if (!row) return undefined;
  // The account was not locked before this statement, so a lock in the future is this attempt's doing.
  return { ...row, lockedByThisAttempt: row.login_locked_until !== null && row.login_locked_until > now };
}

/** No attempt was reserved: the account is locked, or there is no such account (answered after a hash, as a miss). */
async function refusal(db: Db, email: string, password: string) {
  if (await userStore(db).exists(email)) return tooManyRequests(LOGIN_LOCKED);
  dummyHash ??= hashPassword("not anyone's password");
  await verifyPassword(await dummyHash, password);
  return unauthorized(INVALID_CREDENTIALS);
}
