// Reads an HTML page the way a crawler does (parse5, the WHATWG parser browsers follow), for tests of the
// metadata the server writes into pages.
import { type DefaultTreeAdapterMap, parse } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

export interface HtmlElement {
  tag: string;
  attributes: Record<string, string>;
  text: string;
}

const isElement = (node: Node): node is Element => "tagName" in node;

function textOf(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterMap["textNode"]).value;
  const children = "childNodes" in node ? node.childNodes : [];
  return children.map(textOf).join("");
}

/** Every element of the page, in document order. */
export function htmlElements(html: string): HtmlElement[] {
  const found: HtmlElement[] = [];
  const visit = (node: Node) => {
    if (isElement(node)) {
      const attributes = Object.fromEntries(node.attrs.map((attribute) => [attribute.name, attribute.value]));
      found.push({ tag: node.tagName, attributes, text: textOf(node) });
    }
    const children = node.nodeName === "template" ? [] : "childNodes" in node ? node.childNodes : [];
    for (const child of children) visit(child);
  };
  visit(parse(html));
  return found;
}

/** The page as a test reads it: its title, its <meta> values by name or property, and its JSON-LD. */
export function htmlPage(html: string) {
  const elements = htmlElements(html);
  const metas = (key: string) =>
    elements
      .filter((element) => element.tag === "meta" && (element.attributes.name ?? element.attributes.property) === key)
      .map((element) => element.attributes.content);
  const jsonLd = elements.find(
    (element) => element.tag === "script" && element.attributes.type === "application/ld+json",
  );
  return {
    elements,
    has: (tag: string, matches: (attributes: Record<string, string>) => boolean = () => true) =>
      elements.filter((element) => element.tag === tag && matches(element.attributes)),
    titles: elements.filter((element) => element.tag === "title").map((element) => element.text),
    metas,
    meta: (key: string) => metas(key)[0],
    jsonLd: () => JSON.parse(jsonLd?.text ?? "null"),
  };
}
