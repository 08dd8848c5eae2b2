// Sign-up, sign-in, token refresh and account deletion.
import { loginRequest, messageResponse, refreshRequest, signupRequest, tokenPair } from "@scholarly/contract";
import type { DomainRoutes } from "../app-context.js";
import { currentUser } from "../http/authenticate.js";
import { badRequest } from "../http/http-error.js";
import { deleteAccount } from "./account-deletion.js";
import { ACCOUNTS_TAG, perIpRateLimit } from "./account-route-options.js";
import { checkCredentials } from "./login-attempts.js";
import { sendVerificationCode } from "./one-time-codes.js";
import { hashPassword } from "./passwords.js";
import { issueTokenPair, rotateRefreshToken } from "./session-tokens.js";

const DUPLICATE_ACCOUNT = "An account with this email already exists.";

export const sessionRoutes: DomainRoutes = (app, context) => {
  const { db } = context;

  app.post(
    "/user/signup/",
    {
      config: perIpRateLimit,
      schema: { tags: ACCOUNTS_TAG, body: signupRequest, response: { 201: tokenPair } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const existing = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
      if (existing) throw badRequest(DUPLICATE_ACCOUNT);
      const user = await db
        .insertInto("users")
        .values({ email, password_hash: await hashPassword(password) })
        .onConflict((conflict) => conflict.column("email").doNothing())
        .returning(["id", "email", "email_verified"])
        .executeTakeFirst();
      if (!user) throw badRequest(DUPLICATE_ACCOUNT);
      try {
        await sendVerificationCode(context, user);
      } catch (error) {
        // The account exists; the user can ask for the code again from the verification screen.
        request.log.warn({ err: error, userId: user.id }, "verification e-mail could not be sent");
      }
      const tokens = await issueTokenPair(context, user, "Account created. We have e-mailed you a verification code.");
      return reply.status(201).send(tokens);
    },
  );

  app.post(
    "/user/login/",
    { config: perIpRateLimit, schema: { tags: ACCOUNTS_TAG, body: loginRequest, response: { 200: tokenPair } } },
    async (request) => {
      const user = await checkCredentials(db, request.body.email, request.body.password);
      return issueTokenPair(context, user, "Login successful.");
    },
  );

  app.post(
    "/user/token/refresh/",
    { config: perIpRateLimit, schema: { tags: ACCOUNTS_TAG, body: refreshRequest, response: { 200: tokenPair } } },
    async (request) => rotateRefreshToken(context, request.body.refresh_token),
  );

  app.delete(
    "/user/delete-account/",
    {
      preHandler: context.auth.anyAccount,
      schema: { tags: ACCOUNTS_TAG, security: [{ bearer: [] }], response: { 200: messageResponse } },
    },
    async (request) => {
      await deleteAccount(context, currentUser(request).id, request.log);
      return { message: "Account deleted successfully!" };
    },
  );
};
