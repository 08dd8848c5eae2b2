// Writes OAI-PMH documents with fast-xml-parser's XMLBuilder, which escapes every text and attribute value.
import { XMLBuilder } from "fast-xml-parser";
import type { OaiErrorCode } from "./oai-errors.js";
import { datestamp, type Repository } from "./oai-repository.js";

/** An element's content as XMLBuilder takes it: child elements by name, attributes as "@_name", text as "#text". */
export type XmlElement = { [name: string]: XmlContent };
export type XmlContent = string | number | XmlElement | XmlElement[] | string[] | undefined;

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  format: true,
  suppressEmptyNode: true,
});

export const XSI = "http://www.w3.org/2001/XMLSchema-instance";
const OAI_NAMESPACE = "http://www.openarchives.org/OAI/2.0/";

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

export interface OaiAnswer {
  /** The request's arguments to echo, or undefined when the protocol wants only the base URL. */
  echoed: Record<string, string> | undefined;
  /** The verb's element, or the errors. */
  body: XmlElement;
}

export function oaiDocument(repository: Repository, answer: OaiAnswer, now: Date): string {
  const attributes = Object.fromEntries(
    Object.entries(answer.echoed ?? {}).map(([name, value]) => [`@_${name}`, value]),
  );
  const document = {
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    "OAI-PMH": {
      "@_xmlns": OAI_NAMESPACE,
      "@_xmlns:xsi": XSI,
      "@_xsi:schemaLocation": `${OAI_NAMESPACE} http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd`,
      responseDate: datestamp(now),
      request: { ...attributes, "#text": repository.baseUrl },
      ...answer.body,
    },
  };
  return builder.build(writable(document as XmlElement));
}

export const errorElement = (code: OaiErrorCode, message: string): XmlElement => ({
  error: { "@_code": code, "#text": message },
});
