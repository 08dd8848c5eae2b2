// E-mail verification: checking the e-mailed code and sending a new one.
import { messageResponse, resendOtpRequest, verifyOtpRequest } from "@scholarly/contract";
import type { DomainRoutes } from "../app-context.js";
import { currentUser } from "../http/authenticate.js";
import { badRequest, HttpError, notFound } from "../http/http-error.js";
import { ACCOUNTS_TAG, perIpRateLimit } from "./account-route-options.js";
import { consumeVerificationCode, ensureNotLockedOut, sendVerificationCode } from "./one-time-codes.js";

const ALREADY_VERIFIED = "This email is already verified.";

export const otpRoutes: DomainRoutes = (app, context) => {
  app.post(
    "/user/verify-otp/",
    {
      config: perIpRateLimit,
      preHandler: context.auth.anyAccount,
      schema: {
        tags: ACCOUNTS_TAG,
        security: [{ bearer: [] }],
        body: verifyOtpRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (request.body.email !== user.email) throw badRequest("This email does not match the signed-in account.");
      if (user.emailVerified) throw badRequest(ALREADY_VERIFIED);
      await consumeVerificationCode(context, user.id, request.body.otp);
      await context.db.updateTable("users").set({ email_verified: true }).where("id", "=", user.id).execute();
      context.auth.forget(user.id);
      return { message: "Email verified successfully." };
    },
  );

  app.post(
    "/user/resend-otp/",
    {
      config: perIpRateLimit,
      schema: { tags: ACCOUNTS_TAG, body: resendOtpRequest, response: { 200: messageResponse } },
    },
    async (request) => {
      const user = await context.db
        .selectFrom("users")
        .select(["id", "email", "email_verified"])
        .where("email", "=", request.body.email)
        .executeTakeFirst();
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
  );
};
