// Plain values out of ActivityStreams properties that come in several shapes.

/** The text of a name, summary or content, whatever language map it came in. */
export const textOf = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** The address of a `url` or `icon.url`: a URL or a Link. */
export const hrefOf = (value: unknown): string | null =>
  value instanceof URL ? value.href : value && typeof value === "object" && "href" in value ? textOf(value.href) : null;

/** The address of a `url` or `icon.url` when it is http(s): the web links and shows it, so no other scheme. */
export function webAddressOf(value: unknown): string | null {
  const href = hrefOf(value);
  return href && /^https?:\/\//i.test(href) ? href : null;
}

/** An actor's username: the one it gives, or the last segment of its address. */
export const usernameOf = (actor: { id: URL; preferredUsername?: unknown }): string =>
  textOf(actor.preferredUsername) || actor.id.pathname.split("/").filter(Boolean).at(-1) || actor.id.host;

/** An actor's `user@host`, without the leading `@`, as handles are shown. */
export const handleOf = (actor: { id: URL; preferredUsername?: unknown }): string =>
  `${usernameOf(actor)}@${actor.id.host}`;
