// Domain events across instances: each event is delivered here at once and published on a Redis channel,
// tagged with this instance's id; events other instances publish there reach the local listeners too.
import type { FastifyBaseLogger } from "fastify";
import type { SharedRedis } from "../redis/redis-connection.js";
import type { DomainEvent, DomainEvents } from "./domain-events.js";
import { createLocalEvents } from "./local-events.js";

/** The channel name, after the shared Redis's namespace. */
export const DOMAIN_EVENTS_CHANNEL = "domain-events";

interface Envelope {
  from: string;
  event: DomainEvent;
}

type EventsLog = Pick<FastifyBaseLogger, "error" | "warn">;

function readEnvelope(message: string): Envelope | undefined {
  try {
    const parsed: unknown = JSON.parse(message);
    if (typeof parsed !== "object" || parsed === null) return undefined;
    const { from, event } = parsed as Partial<Envelope>;
    if (typeof from !== "string" || typeof event !== "object" || event === null) return undefined;
    return typeof event.type === "string" ? { from, event } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * While Redis is away, events still reach this instance's listeners but not the others: their caches then
 * serve what they hold until it expires (each cache's ttl, a few seconds; see app-caches.ts). After a reconnect
 * this subscribes again itself (the subscriber's autoResubscribe is off): ioredis's own resubscription leaves its
 * promise unhandled, so a connection lost again before Redis answers (or closed at shutdown) crashed the process
 * with an unhandled rejection.
 */
export async function createRedisEvents(redis: SharedRedis, log: EventsLog): Promise<DomainEvents> {
  const local = createLocalEvents(log);
  const channel = `${redis.namespace}${DOMAIN_EVENTS_CHANNEL}`;
  let publishFailing = false;

  const onMessage = (messageChannel: string, message: string) => {
    if (messageChannel !== channel) return;
    const envelope = readEnvelope(message);
    if (!envelope) {
      log.warn({ message: message.slice(0, 200) }, "ignored a malformed domain event from Redis");
      return;
    }
    if (envelope.from !== redis.instanceId) local.publish(envelope.event);
  };
  redis.subscriber.on("message", onMessage);
  await redis.subscriber.subscribe(channel);
  // Lost again before the answer: the next "ready" subscribes once more, so nothing is left to report.
  const resubscribe = () => void redis.subscriber.subscribe(channel).catch(() => undefined);
  redis.subscriber.on("ready", resubscribe);

  return {
    publish(event) {
      local.publish(event);
      const envelope: Envelope = { from: redis.instanceId, event };
      redis.client.publish(channel, JSON.stringify(envelope)).then(
        () => {
          publishFailing = false;
        },
        (error: unknown) => {
          // The write that announced the event has succeeded; it must not fail now. One warning per outage.
          if (!publishFailing) log.warn({ err: error, event: event.type }, "domain event not sent to other instances");
          publishFailing = true;
        },
      );
    },
    subscribe: local.subscribe,
    async close() {
      redis.subscriber.off("message", onMessage);
      redis.subscriber.off("ready", resubscribe);
      // Not awaited: while Redis is away the command would wait for its return.
      redis.subscriber.unsubscribe(channel).catch(() => undefined);
      await local.close();
    },
  };
}
