// Sign-up, sign-in, one-time codes, passwords and account deletion (spec part 1, sections 2.2–2.6, 2.10, 7).
import type {
  ChangePasswordRequest,
  ChangePasswordResponse,
  LoginRequest,
  MessageResponse,
  ResetPasswordWithTokenRequest,
  SignupRequest,
  TokenPair,
  VerifyOtpRequest,
} from "@scholarly/contract";
import { apiRequest } from "./client";

// The answer schemas load alongside the request: the sign-in and sign-up pages open without the schema library.
const tokenPair = () => import("./account-schemas").then((schemas) => schemas.tokenPair);
const messageResponse = () => import("./account-schemas").then((schemas) => schemas.messageResponse);
const changePasswordResponse = () => import("./account-schemas").then((schemas) => schemas.changePasswordResponse);

export function signUp(body: SignupRequest): Promise<TokenPair> {
  return apiRequest("/user/signup/", {
    method: "POST",
    body,
    schema: tokenPair,
    auth: false,
    fallbackError: "Registration failed",
  });
}

export function logIn(body: LoginRequest): Promise<TokenPair> {
  return apiRequest("/user/login/", {
    method: "POST",
    body,
    schema: tokenPair,
    auth: false,
    fallbackError: "Login failed",
  });
}

export function verifyOtp(body: VerifyOtpRequest): Promise<MessageResponse> {
  return apiRequest("/user/verify-otp/", {
    method: "POST",
    body,
    schema: messageResponse,
    fallbackError: "Verification failed",
  });
}

export function resendOtp(email: string): Promise<MessageResponse> {
  return apiRequest("/user/resend-otp/", {
    method: "POST",
    body: { email },
    schema: messageResponse,
    auth: false,
    fallbackError: "Failed to resend OTP",
  });
}

/** Forgot password: the server e-mails a link to /reset-password?token=…. */
export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return apiRequest("/user/reset-password/", {
    method: "POST",
    body: { email },
    schema: messageResponse,
    auth: false,
    fallbackError: "Error sending email",
  });
}

export function resetPasswordWithToken(body: ResetPasswordWithTokenRequest): Promise<MessageResponse> {
  return apiRequest("/user/reset-password/confirm/", {
    method: "POST",
    body,
    schema: messageResponse,
    auth: false,
    fallbackError: "Failed to reset password.",
  });
}

/**
 * Change password: same path as the forgot form, told apart by its fields and the bearer token. The server ends
 * every session, this one included, and answers a fresh pair for this one.
 */
export function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return apiRequest("/user/reset-password/", {
    method: "POST",
    body,
    schema: changePasswordResponse,
    fallbackError: "Failed to change password.",
  });
}

export function deleteAccount(): Promise<unknown> {
  return apiRequest("/user/delete-account/", { method: "DELETE", fallbackError: "Failed to delete account" });
}
