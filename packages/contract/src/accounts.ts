// Sign-up, sign-in, one-time codes, tokens and passwords (spec part 1, sections 5 and 7).
import { z } from "zod";
import { messageResponse } from "./common.js";
import { EMAIL_PATTERN, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from "./constants.js";

export const emailField = z
  .string({ error: "Email is required." })
  .trim()
  .toLowerCase()
  .min(1, "Email is required.")
  .max(254, "Email is too long.")
  .regex(EMAIL_PATTERN, "Invalid email format");

const newPassword = z
  .string({ error: "Password is required." })
  .min(MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooLong);

/** The change and reset forms' new password: the same rule, worded as those forms are. */
const replacementPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES.newTooShort)
  .max(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooLong);

export const signupRequest = z
  .object({
    email: emailField,
    password: newPassword,
    conform_password: z.string({ error: "Please confirm the password." }),
  })
  .refine((body) => body.password === body.conform_password, {
    message: "Passwords do not match",
    path: ["conform_password"],
  });
export type SignupRequest = z.input<typeof signupRequest>;

export const loginRequest = z.object({
  email: emailField,
  password: z.string({ error: "Password is required." }).min(1, "Email and password are required"),
});
export type LoginRequest = z.input<typeof loginRequest>;

/** Answer of sign-up, login and refresh. `email_verified` tells the client where to send the user. */
export const tokenPair = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user_id: z.number().int(),
  email_verified: z.boolean(),
  has_profile: z.boolean(),
  message: z.string(),
});
export type TokenPair = z.infer<typeof tokenPair>;

export const verifyOtpRequest = z.object({
  email: emailField,
  otp: z
    .string({ error: "Please enter both Email and OTP" })
    .trim()
    .regex(/^\d{6}$/, "The code is 6 digits."),
});
export type VerifyOtpRequest = z.input<typeof verifyOtpRequest>;

export const resendOtpRequest = z.object({ email: emailField });
export type ResendOtpRequest = z.input<typeof resendOtpRequest>;

/** Forgot password (only `email`) or change password (old/new/confirm with a bearer token). */
export const forgotPasswordRequest = z.object({ email: emailField });
export const changePasswordRequest = z
  .object({
    old_password: z.string().min(1, "All fields are required."),
    new_password: replacementPassword,
    confirm_password: z.string().min(1, "All fields are required."),
  })
  .refine((body) => body.new_password === body.confirm_password, {
    message: "New password and confirm password do not match.",
    path: ["confirm_password"],
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

/**
 * The body POST /user/reset-password/ accepts, as documented: either form. The server tells them apart by the
 * presence of a password field and then validates with the matching schema above, so messages stay specific.
 */
export const resetPasswordRequest = z.object({
  email: z.string().optional(),
  old_password: z.string().optional(),
  new_password: z.string().optional(),
  confirm_password: z.string().optional(),
});

/** Answer of a signed-in password change: every other session has ended, this one goes on with the fresh pair. */
export const changePasswordResponse = z.object({
  message: z.string(),
  access_token: z.string(),
  refresh_token: z.string(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;

/** What POST /user/reset-password/ answers: the change form's fresh pair, or the forgot form's message alone. */
export const resetPasswordResponse = z.union([changePasswordResponse, messageResponse]);

/** Setting a new password from the e-mailed reset link. */
export const resetPasswordWithTokenRequest = z
  .object({
    token: z.string().min(1, "The reset link is invalid."),
    new_password: replacementPassword,
    confirm_password: z.string(),
  })
  .refine((body) => body.new_password === body.confirm_password, {
    message: "New password and confirm password do not match.",
    path: ["confirm_password"],
  });
export type ResetPasswordWithTokenRequest = z.input<typeof resetPasswordWithTokenRequest>;

export const refreshRequest = z.object({ refresh_token: z.string().min(1, "refresh_token is required.") });
export type RefreshRequest = z.input<typeof refreshRequest>;

export const OTP_MAX_FAILURES = 5;
export const OTP_LOCK_MS = 3_600_000;
export const LOCKOUT_MESSAGE = "Too many failed attempts. Try again after 1 hour.";
