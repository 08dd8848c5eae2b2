// Checks OAI-PMH answers against the official XML schemas (fixtures/xsd/, copied unmodified), offline,
// with libxml2's validator compiled to WebAssembly (xmllint-wasm): no system package needed.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { XMLParser } from "fast-xml-parser";
import { validateXML } from "xmllint-wasm";

const XSD_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", "xsd");

/** In import order: each schema's own imports name the ones before it by their http:// locations. */
const SCHEMAS = ["xml.xsd", "simpledc20021212.xsd", "oai_dc.xsd", "oai-identifier.xsd", "OAI-PMH.xsd"];
const NAMESPACES: Record<string, string> = {
  "xml.xsd": "http://www.w3.org/XML/1998/namespace",
  "simpledc20021212.xsd": "http://purl.org/dc/elements/1.1/",
  "oai_dc.xsd": "http://www.openarchives.org/OAI/2.0/oai_dc/",
  "oai-identifier.xsd": "http://www.openarchives.org/OAI/2.0/oai-identifier",
  "OAI-PMH.xsd": "http://www.openarchives.org/OAI/2.0/",
};

// Importing every namespace from its local copy first makes libxml2 skip the schemas' own network
// imports ("namespace already imported"), so nothing is fetched and the copies stay unmodified.
const BUNDLE = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:scholarly:test:oai-bundle">
${SCHEMAS.map((file) => `  <xs:import namespace="${NAMESPACES[file]}" schemaLocation="${file}"/>`).join("\n")}
</xs:schema>`;

const preload = SCHEMAS.map((file) => ({ fileName: file, contents: readFileSync(path.join(XSD_DIR, file), "utf8") }));

/** The schema violations of an answer; empty when it is valid. */
export async function oaiSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: "answer.xml", contents: xml }],
    schema: [{ fileName: "oai-bundle.xsd", contents: BUNDLE }],
    preload,
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseTagValue: false,
  isArray: (name) =>
    ["record", "header", "set", "dc:creator", "dc:identifier", "dc:rights", "setSpec", "error"].includes(name),
});

/** An answer as a plain object, to read what it says. */
// biome-ignore lint/suspicious/noExplicitAny: tests read parsed XML freely.
export const readOai = (xml: string): any => parser.parse(xml)["OAI-PMH"];
