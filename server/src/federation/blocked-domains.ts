// The site operator's blocklist (FEDERATION_BLOCKED_DOMAINS): a domain blocks itself and every subdomain. Nothing
// is delivered to a blocked server: its deliveries are dropped as Fedify queues them, whatever sends them.
import type { MessageQueue } from "@fedify/fedify";

export type DomainBlocklist = (host: string) => boolean;

/** Whether a host name (any port aside) is one of `domains` or under one: `a.b.example` is under `b.example`. */
export function domainBlocklist(domains: readonly string[]): DomainBlocklist {
  const blocked = new Set(domains);
  return (host) => {
    const name = host.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
    const labels = name.split(".");
    return labels.some((_label, start) => blocked.has(labels.slice(start).join(".")));
  };
}

/** The host of an address, or undefined when it is none. */
export function hostOf(address: unknown): string | undefined {
  if (typeof address !== "string") return undefined;
  try {
    return new URL(address).host;
  } catch {
    return undefined;
  }
}

/** A Fedify delivery of one activity to one inbox (its queued "outbox" message). */
const deliveryInbox = (message: unknown): string | undefined =>
  typeof message === "object" && message !== null && "type" in message && message.type === "outbox"
    ? hostOf((message as { inbox?: unknown }).inbox)
    : undefined;

/** `queue`, except that deliveries to a blocked server are never queued. */
export function withoutBlockedDeliveries(queue: MessageQueue, isBlocked: DomainBlocklist): MessageQueue {
  return {
    nativeRetrial: queue.nativeRetrial,
    async enqueue(message, options) {
      const host = deliveryInbox(message);
      if (host !== undefined && isBlocked(host)) return;
      await queue.enqueue(message, options);
    },
    listen: (handler, options) => queue.listen(handler, options),
  };
}
