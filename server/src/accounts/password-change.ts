// Changing the password while signed in: every other session ends, and this one goes on with a fresh pair.
import type { ChangePasswordResponse } from "@scholarly/contract";
import type { AppContext } from "../app-context.js";
import { badRequest } from "../http/http-error.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { endAllSessions, issueTokenPair } from "./session-tokens.js";

export async function changePassword(
  context: Pick<AppContext, "db" | "tokens">,
  userId: number,
  passwords: { old_password: string; new_password: string },
): Promise<ChangePasswordResponse> {
  const user = await context.db
    .selectFrom("users")
    .select(["id", "password_hash", "email_verified"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, passwords.old_password))) {
    throw badRequest("Old password is incorrect.");
  }
  await context.db
    .updateTable("users")
    .set({ password_hash: await hashPassword(passwords.new_password) })
    .where("id", "=", userId)
    .execute();
  // Whoever else held a session (perhaps the reason for the change) must sign in with the new password.
  await endAllSessions(context.db, userId);
  const { message, access_token, refresh_token } = await issueTokenPair(
    context,
    user,
    "Password changed successfully.",
  );
  return { message, access_token, refresh_token };
}
