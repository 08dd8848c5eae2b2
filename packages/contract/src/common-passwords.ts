// The commonly used and breached passwords a new password may not be (NIST SP 800-63B, 5.1.1.2): zxcvbn-ts's
// offline list of the most common ones. Its own entry point (`@scholarly/contract/common-passwords`), because the
// list is large: the server loads it at start, the web only on the forms that set a password.
import { dictionary } from "@zxcvbn-ts/language-common";

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary["passwords-common"]);

/** Whether the password is on the list; the list is lower-case, and "Password1" is as guessable as "password1". */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
