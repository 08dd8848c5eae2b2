// Options shared by the account routes: their OpenAPI tag and a per-IP ceiling, generous for people behind one NAT
// and a wall for scripted guessing.
import type { RateLimitOptions } from "@fastify/rate-limit";

export const ACCOUNTS_TAG = ["accounts"];

export const perIpRateLimit: { rateLimit: RateLimitOptions } = {
  rateLimit: { max: 300, timeWindow: "1 minute" },
};
