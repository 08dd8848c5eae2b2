// E-mail verification: checking the e-mailed code and sending a new one.
import { accountEndpoints } from "@scholarly/contract";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { badRequest, HttpError, notFound } from "../http/http-error.js";
import { perIpRateLimit } from "./account-route-options.js";
import { verifyEmail } from "./email-verification.js";
import { ensureNotLockedOut, sendVerificationCode } from "./one-time-codes.js";
import { userStore } from "./user-store.js";

const ALREADY_VERIFIED = "This email is already verified.";

export const otpRoutes: DomainRoutes = (route, context) => {
  const users = userStore(context.db);

  route(
    accountEndpoints.verifyOtp,
    async ({ user, body }) => {
      if (body.email !== user.email) throw badRequest("This email does not match the signed-in account.");
      if (user.emailVerified) throw badRequest(ALREADY_VERIFIED);
      await verifyEmail(context, user.id, body.otp);
      return { message: "Email verified successfully." };
    },
    perIpRateLimit,
  );

  route(
    accountEndpoints.resendOtp,
    async ({ body, request }) => {
      const user = await users.findByEmail(body.email);
      if (!user) throw notFound("Email not found. Try registering again.");
      if (user.email_verified) throw badRequest(ALREADY_VERIFIED);
      // A new code must not become a way around the lockout.
      await ensureNotLockedOut(context, user.id);
      try {
        await sendVerificationCode(context, user);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        request.log.warn({ err: error, userId: user.id }, "verification e-mail could not be sent");
        throw new HttpError(503, "We could not send the e-mail. Please try again in a minute.");
      }
      return { message: "A new code has been sent to your email." };
    },
    perIpRateLimit,
  );
};
