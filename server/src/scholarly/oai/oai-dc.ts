// A publication as simple Dublin Core (oai_dc), the metadata format every OAI-PMH repository offers.
import { cslName } from "../csl/csl-names.js";
import { publicationAuthors } from "../csl/publication-csl.js";
import { bareDoi } from "../doi.js";
import type { PublicationRecord } from "../publication-store.js";
import { publicationPageUrl } from "../site-links.js";
import { type XmlElement, XSI } from "../xml-document.js";

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

export function oaiDc(record: PublicationRecord, origin: string): XmlElement {
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
      ...(record.publication_date && { "dc:date": record.publication_date }),
      "dc:type": record.publication_type,
      "dc:identifier": [
        ...(record.doi ? [`https://doi.org/${bareDoi(record.doi)}`] : []),
        publicationPageUrl(origin, record.id),
      ],
      ...(record.journal && { "dc:source": record.journal }),
      ...(record.license && { "dc:rights": record.license }),
    },
  };
}
