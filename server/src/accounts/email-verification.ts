// Verifying a member's e-mail address with the code we sent: the code spent, the account marked, and
// `account.verified` announced (the cached account then knows it).
import type { AppContext } from "../app-context.js";
import { consumeVerificationCode } from "./one-time-codes.js";
import { userStore } from "./user-store.js";

export async function verifyEmail(
  context: Pick<AppContext, "db" | "config" | "mailer" | "events">,
  userId: number,
  code: string,
): Promise<void> {
  await consumeVerificationCode(context, userId, code);
  await userStore(context.db).markVerified(userId);
  context.events.publish({ type: "account.verified", userId });
}
