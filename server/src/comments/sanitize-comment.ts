// A reply's HTML as we keep it: only paragraphs, line breaks, spans, strong and em, and links to http(s)
// addresses; everything else (scripts, styles, event handlers, images, other schemes) goes, text kept.
import sanitizeHtml from "sanitize-html";

/** The longest content kept, in characters; a longer reply is cut to fit (its tags closed again). */
export const MAX_COMMENT_HTML = 20_000;

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "a", "span", "strong", "em"],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["http", "https"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
};

export function sanitizeCommentHtml(html: string): string {
  let clean = sanitizeHtml(html, ALLOWED).trim();
  // A cut can leave tags open, which sanitizing closes again: cut shorter until the closed result fits.
  for (let cut = MAX_COMMENT_HTML; clean.length > MAX_COMMENT_HTML; cut -= clean.length - MAX_COMMENT_HTML) {
    clean = sanitizeHtml(clean.slice(0, cut), ALLOWED);
  }
  return clean;
}
