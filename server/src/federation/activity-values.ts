// Plain values out of ActivityStreams properties that come in several shapes.

/** The text of a name, summary or content, whatever language map it came in. */
export const textOf = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** The address of a `url` or `icon.url`: a URL or a Link. */
export const hrefOf = (value: unknown): string | null =>
  value instanceof URL ? value.href : value && typeof value === "object" && "href" in value ? textOf(value.href) : null;
