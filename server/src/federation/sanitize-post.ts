// A fediverse post's HTML as the web may show it: text markup and http(s) links only, every link opening
// elsewhere without passing on who sent the reader.
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "a", "span", "em", "strong", "i", "b", "ul", "ol", "li", "blockquote", "code", "pre"],
  // rel and target are the ones transformTags sets; a post's own are replaced.
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https"],
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "nofollow noopener noreferrer", target: "_blank" }),
  },
};

export const sanitizePostHtml = (html: string): string => sanitizeHtml(html, OPTIONS);
