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

/**
 * How much of the HTML is read, against what is kept: enough for markup-heavy posts (a mention or a hashtag is a
 * link in a span around a word, and gains a rel here) to fill the cap. Sanitizing costs about 10 µs an element,
 * so a 1 MB reply of nested spans (a signed activity may be that big) held the event loop for seconds.
 */
const READ_PER_KEPT = 2;

/** A tag, an entity or a run of text of sanitized HTML, where `<` and `&` only start the first two. */
const TOKEN = /<(\/?)([a-z]+)[^>]*>|&[^;]*;|[^<&]+/g;

/**
 * The longest start of sanitized HTML that fits in `maxLength` with the elements it leaves open closed, cut
 * between tags, entities or characters of text, in one pass (sanitizing cut after cut took a pass each).
 */
function cutClosed(clean: string, maxLength: number): string {
  const open: string[] = [];
  let kept = "";
  let closing = 0;
  for (const [token, slash, tag] of clean.matchAll(TOKEN)) {
    const opens = tag !== undefined && !slash && tag !== "br";
    const closes = tag !== undefined && slash === "/";
    const closingAfter = closing + (opens ? tag.length + 3 : 0) - (closes ? tag.length + 3 : 0);
    if (kept.length + token.length + closingAfter > maxLength) {
      if (tag === undefined && !token.startsWith("&")) kept += token.slice(0, maxLength - kept.length - closing);
      break;
    }
    kept += token;
    closing = closingAfter;
    if (opens) open.push(tag);
    if (closes) open.pop();
  }
  return (
    kept +
    open
      .reverse()
      .map((tag) => `</${tag}>`)
      .join("")
  );
}

export function sanitizeFediverseHtml(html: string, maxLength = MAX_FEDIVERSE_HTML): string {
  const clean = sanitizeHtml(html.slice(0, maxLength * READ_PER_KEPT), ALLOWED).trim();
  return clean.length <= maxLength ? clean : cutClosed(clean, maxLength);
}
