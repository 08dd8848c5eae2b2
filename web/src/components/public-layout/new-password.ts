// The client-side rules for choosing a new password, with the spec's wording (section 5, change password).
import { MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from "@scholarly/contract";

export function newPasswordProblem(fields: string[], newPassword: string, confirmation: string): string | null {
  if (fields.some((field) => !field)) return "All fields are required.";
  if (newPassword.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.newTooShort;
  if (newPassword !== confirmation) return "New password and confirm password do not match.";
  return null;
}
