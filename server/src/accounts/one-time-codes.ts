// E-mailed 6-digit verification codes: stored only as an HMAC, valid 10 minutes, single use, locked after 5 misses.
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { LOCKOUT_MESSAGE, OTP_LOCK_MS, OTP_MAX_FAILURES } from "@scholarly/contract";
import type { AppContext } from "../app-context.js";
import { badRequest, tooManyRequests } from "../http/http-error.js";
import { otpCodeStore } from "./otp-code-store.js";

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const RESEND_INTERVAL_MS = 60 * 1000;
export const EXPIRED_CODE_MESSAGE = "The code has expired. Please request a new one.";

type CodeContext = Pick<AppContext, "db" | "config" | "mailer">;

function hashCode(secret: string, code: string): string {
  return createHmac("sha256", secret).update(code).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Answers 429 while the user is locked out of verification. */
export async function ensureNotLockedOut(context: CodeContext, userId: number): Promise<void> {
  const row = await otpCodeStore(context.db).find(userId);
  if (row?.locked_until && row.locked_until > new Date()) throw tooManyRequests(LOCKOUT_MESSAGE);
}

/**
 * Stores a fresh code and e-mails it. A code sent less than a minute ago blocks a new one (checked in the same
 * statement, so parallel requests cannot both send); failed attempts and an active lockout carry over.
 */
export async function sendVerificationCode(context: CodeContext, user: { id: number; email: string }): Promise<void> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, "0");
  const now = new Date();
  const stored = await otpCodeStore(context.db).replace(
    user.id,
    {
      code_hash: hashCode(context.config.jwtSecret, code),
      expires_at: new Date(now.getTime() + CODE_LIFETIME_MS),
      sent_at: now,
    },
    new Date(now.getTime() - RESEND_INTERVAL_MS),
  );
  if (!stored) throw await resendTooSoon(context, user.id);
  await context.mailer.send({
    to: user.email,
    subject: "Your Scholarly verification code",
    text: `Your verification code is ${code}. It expires in 10 minutes.\n\nIf you did not sign up for Scholarly, ignore this e-mail.`,
  });
}

async function resendTooSoon(context: CodeContext, userId: number) {
  const row = await otpCodeStore(context.db).find(userId);
  if (!row) throw new Error("A code that was not replaced is still stored.");
  const waitMs = row.sent_at.getTime() + RESEND_INTERVAL_MS - Date.now();
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return tooManyRequests(`Please wait ${seconds} seconds before requesting a new code.`);
}

/** Spends the user's code, or throws the answer for an expired, wrong or locked-out attempt. */
export async function consumeVerificationCode(context: CodeContext, userId: number, code: string): Promise<void> {
  const codes = otpCodeStore(context.db);
  const row = await codes.find(userId);
  const now = new Date();
  if (!row) throw badRequest(EXPIRED_CODE_MESSAGE);
  if (row.locked_until && row.locked_until > now) throw tooManyRequests(LOCKOUT_MESSAGE);
  if (row.expires_at <= now) throw badRequest(EXPIRED_CODE_MESSAGE);
  if (!sameHash(row.code_hash, hashCode(context.config.jwtSecret, code))) {
    throw await recordWrongCode(context, userId);
  }
  // Another request spent the same code a moment ago.
  if (!(await codes.spend(userId, row.code_hash))) throw badRequest(EXPIRED_CODE_MESSAGE);
}

/** Counts a miss in one statement (parallel guesses all count); the fifth starts the one-hour lockout. */
async function recordWrongCode(context: CodeContext, userId: number) {
  const lockUntil = new Date(Date.now() + OTP_LOCK_MS);
  const row = await otpCodeStore(context.db).recordMiss(userId, { lockUntil, maxFailures: OTP_MAX_FAILURES });
  if (!row || (row.locked_until && row.locked_until > new Date())) return tooManyRequests(LOCKOUT_MESSAGE);
  const left = OTP_MAX_FAILURES - row.failed_attempts;
  return badRequest(`Invalid OTP. ${left} ${left === 1 ? "attempt" : "attempts"} left.`);
}
