// Domain events within one process: listeners run synchronously, in subscription order, as the write announces.
import type { FastifyBaseLogger } from "fastify";
import type { DomainEvent, DomainEvents, DomainEventType, EventListener } from "./domain-events.js";

export function createLocalEvents(log?: Pick<FastifyBaseLogger, "error">): DomainEvents {
  const listeners = new Map<DomainEventType, Set<(event: DomainEvent) => void>>();
  return {
    publish(event) {
      for (const listener of listeners.get(event.type) ?? []) {
        try {
          listener(event);
        } catch (error) {
          // A failing listener must not undo the write that announced the change, nor starve the others.
          log?.error({ err: error, event: event.type }, "domain event listener failed");
        }
      }
    },
    subscribe<T extends DomainEventType>(types: T | readonly T[], listener: EventListener<T>) {
      const wrapped = listener as (event: DomainEvent) => void;
      const typeList: readonly T[] = typeof types === "string" ? [types] : types;
      for (const type of typeList) {
        const set = listeners.get(type) ?? new Set();
        set.add(wrapped);
        listeners.set(type, set);
      }
      return () => {
        for (const type of typeList) listeners.get(type)?.delete(wrapped);
      };
    },
    async close() {
      listeners.clear();
    },
  };
}
