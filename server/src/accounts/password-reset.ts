// Reset links: a random token e-mailed once, stored only as its SHA-256, valid for one hour and one use.
import { createHash, randomBytes } from "node:crypto";
import type { AppContext } from "../app-context.js";
import type { Db } from "../db/database.js";
import { badRequest } from "../http/http-error.js";
import { refuseCommonPassword } from "./common-password-check.js";
import { hashPassword } from "./passwords.js";
import { endAllSessions } from "./session-tokens.js";

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
export const RESET_LINK_INTERVAL_MS = 60 * 1000;
export const INVALID_RESET_LINK = "This reset link is invalid or has expired.";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Marks a link as sent now unless one went less than a minute ago; one statement, so parallel requests send one. */
async function claimResetMail(db: Db, userId: number): Promise<boolean> {
  const now = new Date();
  const claimed = await db
    .updateTable("users")
    .set({ reset_link_sent_at: now })
    .where("id", "=", userId)
    .where((where) =>
      where.or([
        where("reset_link_sent_at", "is", null),
        where("reset_link_sent_at", "<=", new Date(now.getTime() - RESET_LINK_INTERVAL_MS)),
      ]),
    )
    .returning("id")
    .executeTakeFirst();
  return claimed !== undefined;
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
  await context.db
    .insertInto("password_reset_tokens")
    .values({
      token_hash: hashToken(token),
      user_id: user.id,
      expires_at: new Date(Date.now() + RESET_LINK_LIFETIME_MS),
    })
    .execute();
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
  const spent = await context.db
    .updateTable("password_reset_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", hashToken(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("user_id")
    .executeTakeFirst();
  if (!spent) throw badRequest(INVALID_RESET_LINK);
  // The link proves the mailbox, so it also lifts a login lock: an owner locked out by someone's guesses gets in at once.
  await context.db
    .updateTable("users")
    .set({ password_hash: await hashPassword(newPassword), failed_logins: 0, login_locked_until: null })
    .where("id", "=", spent.user_id)
    .execute();
  await context.db
    .updateTable("password_reset_tokens")
    .set({ used_at: now })
    .where("user_id", "=", spent.user_id)
    .where("used_at", "is", null)
    .execute();
  await endAllSessions(context.db, spent.user_id);
}
