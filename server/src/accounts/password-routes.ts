// Forgot password (e-mailed link), setting a password from the link, and changing it while signed in.
import {
  changePasswordRequest,
  forgotPasswordRequest,
  messageResponse,
  resetPasswordRequest,
  resetPasswordResponse,
  resetPasswordWithTokenRequest,
} from "@scholarly/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { App, AppContext, DomainRoutes } from "../app-context.js";
import { currentUser } from "../http/authenticate.js";
import { ACCOUNTS_TAG, perIpRateLimit } from "./account-route-options.js";
import { changePassword } from "./password-change.js";
import { resetPasswordWithToken, sendResetLink } from "./password-reset.js";

const RESET_LINK_SENT = "If an account exists for this email, a reset link has been sent.";

/** Links in e-mails point at the configured public address, else at the address this request came to. */
function siteOrigin(context: AppContext, request: FastifyRequest): string {
  return context.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

async function sendResetLinkIfAccountExists(context: AppContext, request: FastifyRequest, body: unknown) {
  const { email } = forgotPasswordRequest.parse(body);
  const user = await context.db
    .selectFrom("users")
    .select(["id", "email"])
    .where("email", "=", email)
    .executeTakeFirst();
  if (!user) return;
  try {
    await sendResetLink(context, user, siteOrigin(context, request));
  } catch (error) {
    // The answer must not tell whether the account exists, so a mail failure is only logged.
    request.log.warn({ err: error, userId: user.id }, "reset e-mail could not be sent");
  }
}

async function changeSignedInPassword(
  app: App,
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
) {
  // Only this form of the endpoint needs a signed-in, verified user.
  await context.auth.verified.call(app, request, reply);
  return changePassword(context, currentUser(request).id, changePasswordRequest.parse(body));
}

export const passwordRoutes: DomainRoutes = (app, context) => {
  app.post(
    "/user/reset-password/",
    {
      config: perIpRateLimit,
      schema: {
        tags: ACCOUNTS_TAG,
        description:
          "With only `email`: e-mails a reset link. With the three password fields and a bearer: changes it.",
        body: resetPasswordRequest,
        response: { 200: resetPasswordResponse },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const isChange = [body.old_password, body.new_password, body.confirm_password].some(
        (field) => field !== undefined,
      );
      if (isChange) return changeSignedInPassword(app, context, request, reply, body);
      await sendResetLinkIfAccountExists(context, request, body);
      return { message: RESET_LINK_SENT };
    },
  );

  app.post(
    "/user/reset-password/confirm/",
    {
      config: perIpRateLimit,
      schema: {
        tags: ACCOUNTS_TAG,
        body: resetPasswordWithTokenRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await resetPasswordWithToken(context, request.body.token, request.body.new_password);
      return { message: "Your password has been reset. You can now sign in." };
    },
  );
};
