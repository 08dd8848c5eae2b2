// Sign-up, sign-in, tokens, e-mail verification, passwords and account deletion (part 1 sections 2.2–2.10, 7).
import {
  loginRequest,
  refreshRequest,
  resendOtpRequest,
  resetPasswordRequest,
  resetPasswordResponse,
  resetPasswordWithTokenRequest,
  signupRequest,
  tokenPair,
  verifyOtpRequest,
} from "../accounts.js";
import { failures, messageResponse } from "../common.js";
import { endpoint } from "../endpoint.js";

const tag = "accounts";

export const accountEndpoints = {
  signUp: endpoint({
    method: "POST",
    path: "/user/signup/",
    auth: "anonymous",
    tag,
    summary: "Create an account; a verification code is e-mailed",
    body: signupRequest,
    responses: { 201: tokenPair, ...failures(400, 429) },
  }),
  logIn: endpoint({
    method: "POST",
    path: "/user/login/",
    auth: "anonymous",
    tag,
    summary: "Sign in with e-mail and password",
    body: loginRequest,
    responses: { 200: tokenPair, ...failures(400, 401, 429) },
  }),
  refreshToken: endpoint({
    method: "POST",
    path: "/user/token/refresh/",
    auth: "anonymous",
    tag,
    summary: "Trade a refresh token for a new pair",
    body: refreshRequest,
    responses: { 200: tokenPair, ...failures(400, 401, 429) },
  }),
  verifyOtp: endpoint({
    method: "POST",
    path: "/user/verify-otp/",
    auth: "bearer-unverified",
    tag,
    summary: "Verify the e-mail address with the e-mailed code",
    body: verifyOtpRequest,
    responses: { 200: messageResponse, ...failures(400, 401, 429) },
  }),
  resendOtp: endpoint({
    method: "POST",
    path: "/user/resend-otp/",
    auth: "anonymous",
    tag,
    summary: "E-mail a new verification code",
    body: resendOtpRequest,
    responses: { 200: messageResponse, ...failures(400, 404, 429, 503) },
  }),
  resetPassword: endpoint({
    method: "POST",
    path: "/user/reset-password/",
    auth: "optional",
    tag,
    summary:
      "With only `email`: e-mails a reset link. With old_password, new_password and confirm_password and a bearer: changes it",
    body: resetPasswordRequest,
    responses: { 200: resetPasswordResponse, ...failures(400, 401, 403, 429) },
  }),
  confirmPasswordReset: endpoint({
    method: "POST",
    path: "/user/reset-password/confirm/",
    auth: "anonymous",
    tag,
    summary: "Set a new password from the e-mailed reset link",
    body: resetPasswordWithTokenRequest,
    responses: { 200: messageResponse, ...failures(400, 429) },
  }),
  deleteAccount: endpoint({
    method: "DELETE",
    path: "/user/delete-account/",
    auth: "bearer-unverified",
    tag,
    summary: "Delete the signed-in account with everything it owns",
    responses: { 200: messageResponse, ...failures(401) },
  }),
};
