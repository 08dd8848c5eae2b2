// A per-IP ceiling for the account routes: generous for people behind one NAT, a wall for scripted guessing.
import type { RouteOptions } from "../http/endpoint-routes.js";

export const perIpRateLimit: RouteOptions = { rateLimit: { max: 300, timeWindow: "1 minute" } };
