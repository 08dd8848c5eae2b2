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
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, callEndpoint, NETWORK_ERROR } from "./client";

/**
 * The account endpoints load with the first call: their declarations carry the schema library, which the sign-in and
 * sign-up pages leave out of their first download (the login route's size budget). The signed-in pages that follow
 * need the same chunk, so it is fetched early rather than extra.
 */
const accountEndpoints = () =>
  import("@scholarly/contract").then(
    (contract) => contract.accountEndpoints,
    () => {
      throw new ApiError(NETWORK_ERROR, 0, null);
    },
  );

export async function signUp(body: SignupRequest): Promise<TokenPair> {
  const { signUp } = await accountEndpoints();
  return callEndpoint(signUp, { body, fallbackError: "Registration failed" });
}

export async function logIn(body: LoginRequest): Promise<TokenPair> {
  const { logIn } = await accountEndpoints();
  return callEndpoint(logIn, { body, fallbackError: "Login failed" });
}

/** Signing in: what was read as a visitor (a post, search results) may read differently for the member. */
export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logIn, onSuccess: () => queryClient.removeQueries() });
}

export async function verifyOtp(body: VerifyOtpRequest): Promise<MessageResponse> {
  const { verifyOtp } = await accountEndpoints();
  return callEndpoint(verifyOtp, { body, fallbackError: "Verification failed" });
}

export async function resendOtp(email: string): Promise<MessageResponse> {
  const { resendOtp } = await accountEndpoints();
  return callEndpoint(resendOtp, { body: { email }, fallbackError: "Failed to resend OTP" });
}

/** Forgot password: the server e-mails a link to /reset-password?token=…. */
export async function requestPasswordReset(email: string): Promise<MessageResponse> {
  const { resetPassword } = await accountEndpoints();
  return callEndpoint(resetPassword, { body: { email }, fallbackError: "Error sending email" });
}

export async function resetPasswordWithToken(body: ResetPasswordWithTokenRequest): Promise<MessageResponse> {
  const { confirmPasswordReset } = await accountEndpoints();
  return callEndpoint(confirmPasswordReset, { body, fallbackError: "Failed to reset password." });
}

/**
 * Change password: the forgot endpoint, told apart by its fields and the bearer token. The server ends every
 * session, this one included, and answers a fresh pair for this one.
 */
export async function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  const { resetPassword } = await accountEndpoints();
  const answer = await callEndpoint(resetPassword, { body, fallbackError: "Failed to change password." });
  if (!("access_token" in answer)) throw new ApiError("Unexpected response from server", 200, answer);
  return answer;
}

export async function deleteAccount(): Promise<MessageResponse> {
  const { deleteAccount } = await accountEndpoints();
  return callEndpoint(deleteAccount, { fallbackError: "Failed to delete account" });
}

/** Deleting the signed-in account: nothing cached for it may be shown to whoever uses the browser next. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => queryClient.clear() });
}
