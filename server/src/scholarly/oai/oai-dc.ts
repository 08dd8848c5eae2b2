// A publication as simple Dublin Core (oai_dc), the metadata format every OAI-PMH repository offers, written
// to the OpenAIRE guidelines: their type and access vocabularies, the full text's URL and format when it is
// public, the licence as a URL, the work's language (ISO 639-3) when its text tells. A private document's link
// never appears.
import path from "node:path";
import { publicDocumentUrl } from "../../posts/document-access.js";
import { cslName } from "../csl/csl-names.js";
import { publicationAuthors } from "../csl/publication-csl.js";
import { bareDoi } from "../doi.js";
import { licenseUrl } from "../licenses.js";
import { knownDate, type PublicationRecord } from "../publication-store.js";
import { publicationPageUrl } from "../site-links.js";
import { workLanguage } from "../work-language.js";
import { type XmlElement, XSI } from "../xml-document.js";
import { accessRights, euRepoType } from "./openaire-vocabularies.js";

export const OAI_DC = {
  prefix: "oai_dc",
  schema: "http://www.openarchives.org/OAI/2.0/oai_dc.xsd",
  namespace: "http://www.openarchives.org/OAI/2.0/oai_dc/",
} as const;

/** Dublin Core lists people family name first: "Lovelace, Ada". */
function creator(name: string): string {
  const parsed = cslName(name);
  if (parsed.literal || !parsed.given) return parsed.literal ?? parsed.family ?? name;
  const family = [parsed["non-dropping-particle"], parsed.family].filter(Boolean).join(" ");
  return `${family}, ${parsed.given}`;
}

/** The MIME types of the documents a publication may hold, by the extension their detected type gave them. */
const MIME_TYPE_OF: Record<string, string> = {
  ".pdf": "application/pdf",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".webp": "image/webp",
};

export function oaiDc(record: PublicationRecord, origin: string): XmlElement {
  const publicDocument = publicDocumentUrl(record);
  const format = publicDocument && MIME_TYPE_OF[path.extname(publicDocument).toLowerCase()];
  const license = licenseUrl(record.license);
  const language = workLanguage(record.title, record.abstract);
  const date = knownDate(record);
  return {
    "oai_dc:dc": {
      "@_xmlns:oai_dc": OAI_DC.namespace,
      "@_xmlns:dc": "http://purl.org/dc/elements/1.1/",
      "@_xmlns:xsi": XSI,
      "@_xsi:schemaLocation": `${OAI_DC.namespace} ${OAI_DC.schema}`,
      "dc:title": record.title,
      "dc:creator": publicationAuthors(record).map(({ name }) => creator(name)),
      ...(record.abstract && { "dc:description": record.abstract }),
      ...(record.publisher && { "dc:publisher": record.publisher }),
      ...(record.keywords.length > 0 && { "dc:subject": record.keywords }),
      ...(date && { "dc:date": date }),
      "dc:type": euRepoType(record.publication_type),
      ...(format && { "dc:format": format }),
      ...(language && { "dc:language": language }),
      "dc:identifier": [
        ...(record.doi ? [`https://doi.org/${bareDoi(record.doi)}`] : []),
        publicationPageUrl(origin, record.id),
        ...(record.isbn ? [`urn:isbn:${record.isbn}`] : []),
        ...(publicDocument ? [`${origin}${publicDocument}`] : []),
      ],
      ...(record.journal && { "dc:source": record.journal }),
      "dc:rights": [
        accessRights(publicDocument !== null, record.upload_document !== null),
        ...(license ? [license] : []),
      ],
    },
  };
}
