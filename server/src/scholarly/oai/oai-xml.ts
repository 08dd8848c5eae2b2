// The OAI-PMH response envelope: response date, the request as understood, then the verb's answer or errors.
import { type XmlElement, XSI, xmlDocument } from "../xml-document.js";
import type { OaiErrorCode } from "./oai-errors.js";
import { datestamp, type Repository } from "./oai-repository.js";

const OAI_NAMESPACE = "http://www.openarchives.org/OAI/2.0/";

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
  return xmlDocument({
    "OAI-PMH": {
      "@_xmlns": OAI_NAMESPACE,
      "@_xmlns:xsi": XSI,
      "@_xsi:schemaLocation": `${OAI_NAMESPACE} http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd`,
      responseDate: datestamp(now),
      request: { ...attributes, "#text": repository.baseUrl },
      ...answer.body,
    },
  });
}

export const errorElement = (code: OaiErrorCode, message: string): XmlElement => ({
  error: { "@_code": code, "#text": message },
});
