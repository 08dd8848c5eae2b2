// Abstracts and titles as plain text: JATS or HTML markup parsed away (never cut out by pattern), entities
// decoded, paragraphs kept apart by a blank line.
import { XMLParser, XMLValidator } from "fast-xml-parser";

type OrderedNode = { "#text"?: string } & Record<string, OrderedNode[] | string | undefined>;

const UNPAIRED_TAGS = ["br", "hr", "img", "wbr"];
const BLOCK_TAGS = new Set(["p", "sec", "title", "div", "li", "list-item", "br", "h1", "h2", "h3", "h4", "blockquote"]);

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: true,
  removeNSPrefix: true,
  unpairedTags: UNPAIRED_TAGS,
  htmlEntities: true,
  parseTagValue: false,
  trimValues: false,
});

function textOf(nodes: OrderedNode[]): string {
  let text = "";
  for (const node of nodes) {
    if (node["#text"] !== undefined) {
      text += node["#text"];
      continue;
    }
    const tag = Object.keys(node).find((key) => key !== ":@");
    const children = tag ? node[tag] : undefined;
    if (!tag || !Array.isArray(children)) continue;
    const inner = textOf(children);
    // Crossref abstracts open with a <jats:title>Abstract</jats:title> heading that says nothing.
    if (tag === "title" && /^\s*abstract\s*$/i.test(inner)) continue;
    text += BLOCK_TAGS.has(tag) ? `\n\n${inner}\n\n` : inner;
  }
  return text;
}

export function plainText(markup: string | undefined): string {
  if (!markup) return "";
  const wrapped = `<text>${markup}</text>`;
  // Text that is not well-formed markup ("p < 0.05") is taken as already plain.
  const text =
    XMLValidator.validate(wrapped, { unpairedTags: UNPAIRED_TAGS }) === true
      ? textOf(parser.parse(wrapped) as OrderedNode[])
      : markup;
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter((paragraph) => paragraph.length > 0)
    .join("\n\n");
}
