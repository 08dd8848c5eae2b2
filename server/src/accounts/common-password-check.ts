// The server's half of the new-password rule: the contract's schemas check the length, this the list of commonly
// used passwords (too large for those schemas, which the web downloads on every page that validates a form).
import { PASSWORD_MESSAGES } from "@scholarly/contract";
import { isCommonPassword } from "@scholarly/contract/common-passwords";
import { badRequest } from "../http/http-error.js";

/** Refuses a new password that is on the list, naming the field it came in. Old passwords are never checked. */
export function refuseCommonPassword(password: string, field: "password" | "new_password"): void {
  if (isCommonPassword(password))
    throw badRequest(PASSWORD_MESSAGES.tooCommon, { [field]: PASSWORD_MESSAGES.tooCommon });
}
