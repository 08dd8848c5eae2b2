// Changing the password while signed in: every other session ends, and this one goes on with a fresh pair.
import type { ChangePasswordResponse } from "@scholarly/contract";
import type { AppContext } from "../app-context.js";
import { badRequest } from "../http/http-error.js";
import { refuseCommonPassword } from "./common-password-check.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { endAllSessions, issueTokenPair } from "./session-tokens.js";
import { userStore } from "./user-store.js";

export async function changePassword(
  context: Pick<AppContext, "db" | "tokens" | "events">,
  user: { id: number; email_verified: boolean },
  passwords: { old_password: string; new_password: string },
): Promise<ChangePasswordResponse> {
  const users = userStore(context.db);
  refuseCommonPassword(passwords.new_password, "new_password");
  if (!(await verifyPassword(await users.passwordHashOf(user.id), passwords.old_password))) {
    throw badRequest("Old password is incorrect.");
  }
  await users.setPasswordHash(user.id, await hashPassword(passwords.new_password));
  // Whoever else held a session (perhaps the reason for the change) must sign in with the new password.
  await endAllSessions(context.db, user.id);
  context.events.publish({ type: "account.password-changed", userId: user.id });
  const { message, access_token, refresh_token } = await issueTokenPair(
    context,
    user,
    "Password changed successfully.",
  );
  return { message, access_token, refresh_token };
}
