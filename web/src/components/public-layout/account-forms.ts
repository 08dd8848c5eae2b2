// The signed-out account forms' rules in the spec's words, checked as the spec orders them: first that every field is
// filled, then each field's own rule, one problem at a time. Each problem is put on the field it is about, so a
// refused submit focuses that field (useSchemaForm) while the form shows the one message (useOneProblem).
import {
  EMAIL_PATTERN,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  MIN_SIGN_IN_PASSWORD_LENGTH,
  PASSWORD_MESSAGES,
} from "@scholarly/contract";
import { type RefinementCtx, z } from "zod";

/** The checks of one form; each refusal names its field. */
function checks(context: RefinementCtx) {
  const refuse = (field: string, message: string) => context.addIssue({ code: "custom", path: [field], message });
  return {
    refuse,
    /** Marks every blank field with the message; true when one was blank, so the other checks wait. */
    blanks(fields: Record<string, string>, message: string): boolean {
      const blank = Object.entries(fields).filter(([, value]) => !value);
      for (const [field] of blank) refuse(field, message);
      return blank.length > 0;
    },
  };
}

const validEmail = (email: string) => EMAIL_PATTERN.test(email.trim());

/** The contract's rule for a new password's length; `tooShort` is the form's wording of a short one. */
function lengthProblem(password: string, tooShort: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return tooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return null;
}

export const loginForm = z.object({ email: z.string(), password: z.string() }).superRefine((values, context) => {
  const { refuse, blanks } = checks(context);
  if (blanks({ email: values.email.trim(), password: values.password }, "Email and password are required")) return;
  if (!validEmail(values.email)) return refuse("email", "Invalid email format");
  // Signing in takes any password that was ever allowed: ones chosen under the former 6-character rule still work.
  if (values.password.length < MIN_SIGN_IN_PASSWORD_LENGTH) {
    refuse("password", `Password must be at least ${MIN_SIGN_IN_PASSWORD_LENGTH} characters long`);
  }
});

export const registerForm = z
  .object({ email: z.string(), password: z.string(), confirmation: z.string() })
  .superRefine(({ email, password, confirmation }, context) => {
    const { refuse, blanks } = checks(context);
    if (blanks({ email: email.trim(), password, confirmation }, "All fields are required")) return;
    if (!validEmail(email)) return refuse("email", "Invalid email format");
    const tooShortOrLong = lengthProblem(password, PASSWORD_MESSAGES.tooShort);
    if (tooShortOrLong) return refuse("password", tooShortOrLong);
    if (password !== confirmation) refuse("confirmation", "Passwords do not match");
  });

/** Choosing a new password from the e-mailed link (spec section 5's wording, as for changing it). */
export const resetPasswordForm = z
  .object({ new_password: z.string(), confirmation: z.string() })
  .superRefine(({ new_password, confirmation }, context) => {
    const { refuse, blanks } = checks(context);
    if (blanks({ new_password, confirmation }, "All fields are required.")) return;
    const tooShortOrLong = lengthProblem(new_password, PASSWORD_MESSAGES.newTooShort);
    if (tooShortOrLong) return refuse("new_password", tooShortOrLong);
    if (new_password !== confirmation) refuse("confirmation", "New password and confirm password do not match.");
  });

export const forgotPasswordForm = z.object({
  email: z.string().refine((email) => email.trim().length > 0, "Please enter your email"),
});
