// Sign-up, sign-in, token refresh and account deletion.
import { accountEndpoints } from "@scholarly/contract";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { badRequest } from "../http/http-error.js";
import { deleteAccount } from "./account-deletion.js";
import { perIpRateLimit } from "./account-route-options.js";
import { refuseCommonPassword } from "./common-password-check.js";
import { checkCredentials } from "./login-attempts.js";
import { sendVerificationCode } from "./one-time-codes.js";
import { hashPassword } from "./passwords.js";
import { issueTokenPair, rotateRefreshToken } from "./session-tokens.js";
import { userStore } from "./user-store.js";

const DUPLICATE_ACCOUNT = "An account with this email already exists.";

export const sessionRoutes: DomainRoutes = (route, context) => {
  const users = userStore(context.db);

  route(
    accountEndpoints.signUp,
    async ({ body, request }) => {
      refuseCommonPassword(body.password, "password");
      if (await users.findByEmail(body.email)) throw badRequest(DUPLICATE_ACCOUNT);
      const user = await users.create(body.email, await hashPassword(body.password));
      if (!user) throw badRequest(DUPLICATE_ACCOUNT);
      try {
        await sendVerificationCode(context, user);
      } catch (error) {
        // The account exists; the user can ask for the code again from the verification screen.
        request.log.warn({ err: error, userId: user.id }, "verification e-mail could not be sent");
      }
      return issueTokenPair(context, user, "Account created. We have e-mailed you a verification code.");
    },
    perIpRateLimit,
  );

  route(
    accountEndpoints.logIn,
    async ({ body }) => {
      const user = await checkCredentials(context.db, body.email, body.password);
      return issueTokenPair(context, user, "Login successful.");
    },
    perIpRateLimit,
  );

  route(
    accountEndpoints.refreshToken,
    async ({ body }) => rotateRefreshToken(context, body.refresh_token),
    perIpRateLimit,
  );

  route(accountEndpoints.deleteAccount, async ({ user, request }) => {
    await deleteAccount(context, user.id, request.log);
    return { message: "Account deleted successfully!" };
  });
};
