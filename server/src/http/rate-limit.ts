// Per-address request ceilings (routes opt in with `rateLimit`): counted in this process, or in Redis so every
// instance counts against the same ceiling. A ceiling that cannot be checked refuses the request.
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import RedisStore from "@fastify/rate-limit/store/RedisStore.js";
import type { FastifyBaseLogger } from "fastify";
import type { App } from "../app-context.js";
import type { SharedRedis } from "../redis/redis-connection.js";
import { HttpError } from "./http-error.js";

export const RATE_LIMIT_UNAVAILABLE = "Sign-in is temporarily unavailable. Please try again in a minute.";

/**
 * Turns a failed count into a 503: the limited routes are sign-in, sign-up, codes and resets, and letting
 * them through uncounted would open them to guessing for as long as Redis is away.
 */
class FailClosedStore implements FastifyRateLimitStore {
  constructor(
    private readonly counted: FastifyRateLimitStore,
    private readonly log: Pick<FastifyBaseLogger, "warn">,
  ) {}

  incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore["incr"]>): void {
    this.counted.incr(
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.log.warn({ err: error }, "rate limit could not be counted; request refused");
        callback(new HttpError(503, RATE_LIMIT_UNAVAILABLE));
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
    return new FailClosedStore(this.counted.child(routeOptions), this.log);
  }
}

function redisStore(redis: SharedRedis, log: Pick<FastifyBaseLogger, "warn">): FastifyRateLimitStoreCtor {
  return class extends FailClosedStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const counted = new RedisStore(
        options.continueExceeding ?? false,
        options.exponentialBackoff ?? false,
        redis.client,
        `${redis.namespace}rate-limit:`,
      );
      super(counted, log);
    }
  };
}

export async function registerRateLimit(app: App, redis: SharedRedis | undefined): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis && { store: redisStore(redis, app.log), skipOnError: false }),
  });
}
