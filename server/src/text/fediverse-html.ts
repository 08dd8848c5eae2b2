// HTML written on another server (a reply kept as a comment, a followed account's post kept for the feed) as we
// keep and show it: paragraphs, line breaks, spans, strong and em, and links to http(s) addresses that pass on
// nothing of the reader; everything else (scripts, styles, event handlers, images, other schemes) goes, text kept.
import sanitizeHtml from "sanitize-html";

/** The longest HTML kept, in characters, unless the caller says otherwise; longer is cut to fit (tags closed again). */
export const MAX_FEDIVERSE_HTML = 20_000;

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "a", "span", "strong", "em"],
  // rel is the one transformTags sets: the post's own is replaced.
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: ["http", "https"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "nofollow noopener noreferrer" }) },
};

export function sanitizeFediverseHtml(html: string, maxLength = MAX_FEDIVERSE_HTML): string {
  let clean = sanitizeHtml(html, ALLOWED).trim();
  // A cut can leave tags open, which sanitizing closes again: cut shorter until the closed result fits.
  for (let cut = maxLength; clean.length > maxLength; cut -= clean.length - maxLength) {
    clean = sanitizeHtml(clean.slice(0, cut), ALLOWED);
  }
  return clean;
}
