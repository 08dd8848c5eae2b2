// Every /user/ endpoint about the account itself (not the profile).
import type { DomainRoutes } from "../app-context.js";
import { otpRoutes } from "./otp-routes.js";
import { passwordRoutes } from "./password-routes.js";
import { sessionRoutes } from "./session-routes.js";

export const accountRoutes: DomainRoutes = (app, context) => {
  sessionRoutes(app, context);
  otpRoutes(app, context);
  passwordRoutes(app, context);
};
