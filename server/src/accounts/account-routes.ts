// Every /user/ endpoint about the account itself (not the profile).
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { otpRoutes } from "./otp-routes.js";
import { passwordRoutes } from "./password-routes.js";
import { sessionRoutes } from "./session-routes.js";

export const accountRoutes: DomainRoutes = (route, context) => {
  sessionRoutes(route, context);
  otpRoutes(route, context);
  passwordRoutes(route, context);
};
