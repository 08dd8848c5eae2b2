// XML documents (OAI-PMH, sitemaps, Atom feeds) written by fast-xml-parser's XMLBuilder, which escapes every
// text and attribute value.
import { XMLBuilder } from "fast-xml-parser";

/** An element's content as XMLBuilder takes it: child elements by name, attributes as "@_name", text as "#text". */
export type XmlElement = { [name: string]: XmlContent };
export type XmlContent = string | number | XmlElement | XmlElement[] | string[] | undefined;

export const XSI = "http://www.w3.org/2001/XMLSchema-instance";

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  format: true,
  suppressEmptyNode: true,
});

// XML 1.0 has no way to write these, escaped or not (control characters, lone surrogates, U+FFFE/FFFF).
const UNWRITABLE = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The same content with every character XML cannot carry removed from texts and attribute values. */
function writable<T extends XmlContent>(content: T): T {
  if (typeof content === "string") return content.replace(UNWRITABLE, "") as T;
  if (Array.isArray(content)) return content.map((item) => writable(item)) as T;
  if (content && typeof content === "object") {
    return Object.fromEntries(Object.entries(content).map(([name, value]) => [name, writable(value)])) as T;
  }
  return content;
}

/** A moment to the second in UTC, as OAI-PMH, sitemaps and Atom all accept it: 2024-03-15T10:00:00Z. */
export const utcSeconds = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** A UTF-8 XML document with this root element. */
export function xmlDocument(root: XmlElement): string {
  return builder.build({ "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" }, ...writable(root) });
}
