// Building blocks of the <head> the server writes into the web app's page for crawlers: every value is
// HTML-escaped, and JSON-LD cannot close its <script> element early.
import escapeHtml from "escape-html";

/** `<meta name="…">` (Highwire, Twitter) or `<meta property="…">` (OpenGraph); nothing for an empty value. */
export function metaTag(attribute: "name" | "property", key: string, content: string | null | undefined): string {
  if (!content) return "";
  return `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;
}

/** The picture of a page that has none of its own: a PNG, which every link preview shows (SVG is not). */
export const defaultImageUrl = (origin: string) => `${origin}/social-card.png`;

export const titleTag = (title: string) => `<title>${escapeHtml(title)}</title>`;

export const linkTag = (rel: string, href: string, type?: string, title?: string) =>
  `<link rel="${escapeHtml(rel)}"${type ? ` type="${escapeHtml(type)}"` : ""}${
    title ? ` title="${escapeHtml(title)}"` : ""
  } href="${escapeHtml(href)}" />`;

/** `<`, `>` and `&` as JSON escapes, so no string inside can end the script or open a comment. */
export function jsonLdTag(data: object): string {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return `<script type="application/ld+json">${json}</script>`;
}

/** A description short enough for link previews, cut at a word. */
export function previewText(text: string, limit = 300): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), limit / 2))}…`;
}
