// The list half of the new-password rule on the web: the contract's list of commonly used passwords, downloaded
// only when a form that sets a password is sent (its own chunk, so the sign-in page does not grow).
import { PASSWORD_MESSAGES } from "@scholarly/contract";

export async function commonPasswordProblem(password: string): Promise<string | null> {
  const { isCommonPassword } = await import("@scholarly/contract/common-passwords");
  return isCommonPassword(password) ? PASSWORD_MESSAGES.tooCommon : null;
}
