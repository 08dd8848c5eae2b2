// Records the domain events an app announces while one step of a test runs.
import type { DomainEvents, DomainEventType, EventOf } from "../events/domain-events.js";

export const POST_EVENTS = ["post.created", "post.updated", "post.deleted"] as const;

export async function announcedDuring<T, E extends DomainEventType>(
  testApp: { events: DomainEvents },
  types: readonly E[],
  step: () => Promise<T>,
): Promise<{ result: T; announced: EventOf<E>[] }> {
  const announced: EventOf<E>[] = [];
  const stop = testApp.events.subscribe(types, (event) => announced.push(event));
  try {
    return { result: await step(), announced };
  } finally {
    stop();
  }
}
