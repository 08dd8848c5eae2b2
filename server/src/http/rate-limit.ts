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
    /** Shared by every route's store, so an outage is logged once, not per refused request. */
    private readonly outage: { log: Pick<FastifyBaseLogger, "warn" | "info">; reported: boolean },
  ) {}

  incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore["incr"]>): void {
    this.counted.incr(
      key,
      (error, result) => {
        if (!error) {
          if (this.outage.reported) this.outage.log.info("rate limits are counted again");
          this.outage.reported = false;
          return callback(null, result);
        }
        if (!this.outage.reported) this.outage.log.warn({ err: error }, "rate limits cannot be counted: refusing");
        this.outage.reported = true;
        callback(new HttpError(503, RATE_LIMIT_UNAVAILABLE));
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
    return new FailClosedStore(this.counted.child(routeOptions), this.outage);
  }
}

function redisStore(redis: SharedRedis, log: Pick<FastifyBaseLogger, "warn" | "info">): FastifyRateLimitStoreCtor {
  return class extends FailClosedStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const counted = new RedisStore(
        options.continueExceeding ?? false,
        options.exponentialBackoff ?? false,
        redis.client,
        `${redis.namespace}rate-limit:`,
      );
      super(counted, { log, reported: false });
    }
  };
}

export async function registerRateLimit(app: App, redis: SharedRedis | undefined): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis && { store: redisStore(redis, app.log), skipOnError: false }),
  });
}
