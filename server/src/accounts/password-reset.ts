// Reset links: a random token e-mailed once, stored only as its SHA-256, valid for one hour and one use.
import { createHash, randomBytes } from "node:crypto";
import type { AppContext } from "../app-context.js";
import type { Db } from "../db/database.js";
import { badRequest } from "../http/http-error.js";
import { refuseCommonPassword } from "./common-password-check.js";
import { passwordResetStore } from "./password-reset-store.js";
import { hashPassword } from "./passwords.js";
import { endAllSessions } from "./session-tokens.js";
import { userStore } from "./user-store.js";

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
export const RESET_LINK_INTERVAL_MS = 60 * 1000;
export const INVALID_RESET_LINK = "This reset link is invalid or has expired.";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Marks a link as sent now unless one went less than a minute ago; one statement, so parallel requests send one. */
function claimResetMail(db: Db, userId: number): Promise<boolean> {
  const now = new Date();
  return userStore(db).claimResetMail(userId, now, new Date(now.getTime() - RESET_LINK_INTERVAL_MS));
}

/**
 * E-mails a reset link, at most one a minute per account. A request inside that minute sends nothing; the caller
 * answers it like any other, so the answer tells nothing about the account.
 */
export async function sendResetLink(
  context: Pick<AppContext, "db" | "mailer">,
  user: { id: number; email: string },
  origin: string,
): Promise<void> {
  if (!(await claimResetMail(context.db, user.id))) return;
  const token = randomBytes(32).toString("base64url");
  await passwordResetStore(context.db).add(user.id, hashToken(token), new Date(Date.now() + RESET_LINK_LIFETIME_MS));
  await context.mailer.send({
    to: user.email,
    subject: "Reset your Scholarly password",
    text: `Open this link to choose a new password (valid for 1 hour):\n\n${origin}/reset-password?token=${token}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.`,
  });
}

/** Sets the new password from a valid link, spends every open link of the user and ends all their sessions. */
export async function resetPasswordWithToken(
  context: Pick<AppContext, "db">,
  token: string,
  newPassword: string,
): Promise<void> {
  // Checked before the link is spent, so a refused password leaves the link usable for another try.
  refuseCommonPassword(newPassword, "new_password");
  const now = new Date();
  const links = passwordResetStore(context.db);
  const spent = await links.spend(hashToken(token), now);
  if (!spent) throw badRequest(INVALID_RESET_LINK);
  // The link proves the mailbox, so it also lifts a login lock: an owner locked out by someone's guesses gets in at once.
  await userStore(context.db).resetPassword(spent.user_id, await hashPassword(newPassword));
  await links.spendAllOf(spent.user_id, now);
  await endAllSessions(context.db, spent.user_id);
}
