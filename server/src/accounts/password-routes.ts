// Forgot password (e-mailed link), setting a password from the link, and changing it while signed in.
import { accountEndpoints, changePasswordRequest, forgotPasswordRequest } from "@scholarly/contract";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../app-context.js";
import { NOT_VERIFIED_MESSAGE, type SignedInUser } from "../http/authenticate.js";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { forbidden, unauthorized } from "../http/http-error.js";
import { perIpRateLimit } from "./account-route-options.js";
import { changePassword } from "./password-change.js";
import { resetPasswordWithToken, sendResetLink } from "./password-reset.js";
import { userStore } from "./user-store.js";

const RESET_LINK_SENT = "If an account exists for this email, a reset link has been sent.";

/** Links in e-mails point at the configured public address, else at the address this request came to. */
function siteOrigin(context: AppContext, request: FastifyRequest): string {
  return context.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

export const passwordRoutes: DomainRoutes = (route, context) => {
  const users = userStore(context.db);

  async function sendResetLinkIfAccountExists(request: FastifyRequest, body: unknown) {
    const { email } = forgotPasswordRequest.parse(body);
    const user = await users.findByEmail(email);
    if (!user) return;
    try {
      await sendResetLink(context, user, siteOrigin(context, request));
    } catch (error) {
      // The answer must not tell whether the account exists, so a mail failure is only logged.
      request.log.warn({ err: error, userId: user.id }, "reset e-mail could not be sent");
    }
  }

  /** Only this form of the endpoint needs a signed-in, verified member. */
  async function changeSignedInPassword(user: SignedInUser | undefined, body: unknown) {
    if (!user) throw unauthorized("Authentication credentials were not provided.");
    if (!user.emailVerified) throw forbidden(NOT_VERIFIED_MESSAGE);
    return changePassword(context, { id: user.id, email_verified: true }, changePasswordRequest.parse(body));
  }

  route(
    accountEndpoints.resetPassword,
    async ({ user, body, request }) => {
      const isChange = [body.old_password, body.new_password, body.confirm_password].some(
        (field) => field !== undefined,
      );
      if (isChange) return changeSignedInPassword(user, body);
      await sendResetLinkIfAccountExists(request, body);
      return { message: RESET_LINK_SENT };
    },
    perIpRateLimit,
  );

  route(
    accountEndpoints.confirmPasswordReset,
    async ({ body }) => {
      await resetPasswordWithToken(context, body.token, body.new_password);
      return { message: "Your password has been reset. You can now sign in." };
    },
    perIpRateLimit,
  );
};
