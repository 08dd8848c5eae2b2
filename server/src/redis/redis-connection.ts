// Opens the connections to the Redis that instances share: one for commands, one listening for domain events.
import { randomUUID } from "node:crypto";
import { Redis, type RedisOptions } from "ioredis";

export interface SharedRedis {
  /**
   * Rate-limit counters, event publishing and readiness pings. While Redis is away its commands fail at
   * once instead of queueing, so callers can refuse what they cannot check (sign-in answers 503).
   */
  client: Redis;
  /** Subscribed to the domain events channel; resubscribes by itself after a reconnect. */
  subscriber: Redis;
  /** Tags the events this process publishes, so it does not apply its own a second time. */
  instanceId: string;
  /** Starts every key and channel name, so deployments (or test files) sharing a Redis stay apart. */
  namespace: string;
  close(): Promise<void>;
}

export class RedisUnavailableError extends Error {}

type RedisLog = { info(message: string): void; warn(object: object, message: string): void };

const CONNECT_TIMEOUT_MS = 5_000;
const QUIT_TIMEOUT_MS = 1_000;

const commonOptions: RedisOptions = {
  lazyConnect: true,
  connectTimeout: 2_000,
  // Keep trying while Redis is away, at most a second apart, so an instance recovers by itself.
  retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
};

/** A hung Redis must not hold a sign-in for long: a command gets a second, then fails. */
const commandOptions: RedisOptions = {
  ...commonOptions,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  autoResendUnfulfilledCommands: false,
  commandTimeout: 1_000,
};

/** Where the URL points, without its credentials, for messages. */
export function describeRedisUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname === "/" ? "" : parsed.pathname}`;
}

/** Logs each loss and each return of a connection once, not every reconnect attempt, nor the closing at shutdown. */
function reportConnection(redis: Redis, name: string, log: RedisLog, closing: () => boolean): void {
  let lost = false;
  redis.on("error", (error: Error) => {
    if (!lost && !closing()) log.warn({ err: error }, `Redis ${name} connection failed`);
  });
  redis.on("close", () => {
    if (lost || closing()) return;
    lost = true;
    log.warn({}, `Redis ${name} connection lost; retrying every second`);
  });
  redis.on("ready", () => {
    if (!lost) return;
    lost = false;
    log.info(`Redis ${name} connection restored`);
  });
}

async function connect(
  url: string,
  options: RedisOptions,
  name: string,
  log: RedisLog,
  closing: () => boolean,
): Promise<Redis> {
  const redis = new Redis(url, { ...options, connectionName: `scholarly-${name}` });
  // connect() itself only says "Connection is closed."; the error event says why.
  let lastError: Error | undefined;
  const remember = (error: Error) => {
    lastError = error;
  };
  redis.on("error", remember);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      redis.connect(),
      new Promise((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${CONNECT_TIMEOUT_MS / 1000} s`)),
          CONNECT_TIMEOUT_MS,
        );
      }),
    ]);
  } catch (error) {
    redis.disconnect();
    const reason = lastError?.message ?? (error instanceof Error ? error.message : String(error));
    throw new RedisUnavailableError(`Cannot reach Redis at ${describeRedisUrl(url)} (REDIS_URL): ${reason}`);
  } finally {
    clearTimeout(timer);
    redis.off("error", remember);
  }
  reportConnection(redis, name, log, closing);
  return redis;
}

/** Connects both, or throws RedisUnavailableError: an instance that cannot share its state must not start. */
export async function connectRedis(url: string, log: RedisLog, namespace = "scholarly:"): Promise<SharedRedis> {
  let closing = false;
  const isClosing = () => closing;
  const client = await connect(url, commandOptions, "commands", log, isClosing);
  // The events subscribe again after a reconnect themselves (redis-events.ts), handling what ioredis would not.
  const subscriber = await connect(url, { ...commonOptions, autoResubscribe: false }, "events", log, isClosing).catch(
    (error: unknown) => {
      client.disconnect();
      throw error;
    },
  );
  return {
    client,
    subscriber,
    instanceId: randomUUID(),
    namespace,
    async close() {
      closing = true;
      // QUIT lets Redis finish what it was sent; when Redis is away there is nothing to wait for.
      const quit = Promise.allSettled([client.quit(), subscriber.quit()]);
      await Promise.race([quit, new Promise((resolve) => setTimeout(resolve, QUIT_TIMEOUT_MS).unref())]);
      client.disconnect();
      subscriber.disconnect();
    },
  };
}
