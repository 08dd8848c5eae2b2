import fc from "fast-check";
import { type DefaultTreeAdapterMap, parseFragment } from "parse5";
import { describe, expect, it } from "vitest";
import { MAX_FEDIVERSE_HTML, sanitizeFediverseHtml } from "./fediverse-html.js";

type Node = DefaultTreeAdapterMap["node"];

/** Every element a browser's parser (parse5, the HTML standard's algorithm) builds from the HTML, with its attributes. */
function elementsOf(html: string): { tag: string; attributes: Record<string, string> }[] {
  const found: { tag: string; attributes: Record<string, string> }[] = [];
  const walk = (node: Node) => {
    if ("tagName" in node) {
      found.push({ tag: node.tagName, attributes: Object.fromEntries(node.attrs.map((a) => [a.name, a.value])) });
    }
    if ("childNodes" in node) for (const child of node.childNodes) walk(child);
    if ("content" in node) walk(node.content);
  };
  walk(parseFragment(html) as Node);
  return found;
}

/** The text a reader sees. */
function textOf(html: string): string {
  const texts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === "#text" && "value" in node) texts.push(node.value);
    if ("childNodes" in node) for (const child of node.childNodes) walk(child);
  };
  walk(parseFragment(html) as Node);
  return texts.join("");
}

const ALLOWED_TAGS = new Set(["p", "br", "a", "span", "strong", "em"]);

/** What a reader's browser could be made to do by the HTML: any element or attribute beyond text markup and links. */
function unsafeParts(html: string): string[] {
  return elementsOf(html).flatMap(({ tag, attributes }) => [
    ...(ALLOWED_TAGS.has(tag) ? [] : [`<${tag}>`]),
    ...Object.keys(attributes)
      .filter((name) => !(tag === "a" && (name === "href" || name === "rel")))
      .map((name) => `${tag}[${name}]`),
    ...(attributes.href !== undefined && !/^https?:\/\//i.test(attributes.href) ? [`href=${attributes.href}`] : []),
    ...(tag === "a" && attributes.rel !== "nofollow noopener noreferrer" ? [`rel=${attributes.rel}`] : []),
  ]);
}

/** Pieces that known sanitizer bypasses are made of: foreign content, raw text elements, broken and odd markup. */
const HOSTILE_PIECES = [
  "<p>",
  "</p>",
  "<span>",
  "<a href='https://example.org/x'>",
  '<a href="https://example.org/?q=>x&amp;y=\'">',
  '<a href="javascript:alert(1)">',
  '<a href="jav&#x09;ascript:alert(1)">',
  '<a href="data:text/html,<script>alert(1)</script>">',
  '<a href="//evil.example">',
  "</a>",
  "<script>alert(1)</script>",
  "<svg><script>alert(1)</script></svg>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  "<style>*{x:expression(alert(1))}</style>",
  "<!--",
  "-->",
  "<![CDATA[",
  "]]>",
  "<img src=x onerror=alert(1)>",
  '<strong onmouseover="alert(1)">',
  "<em style='x'>",
  "<iframe srcdoc='<script>alert(1)</script>'>",
  "<template><script>alert(1)</script></template>",
  "<textarea></textarea><script>alert(1)</script>",
  "&lt;script&gt;",
  "&amp;",
  "<",
  ">",
  '"',
  "'",
  "text ",
  "\u0000",
];

describe("fediverse HTML as we keep it", () => {
  it("keeps text markup and http(s) links, each link marked to pass nothing on, and drops the rest", () => {
    expect(
      sanitizeFediverseHtml(
        '<p class="x" onclick="steal()">See <a href="https://doi.org/10.1/x" rel="me" target="_top">this</a>' +
          '<img src=x onerror="alert(1)"><script>alert(2)</script> <a href="javascript:alert(3)">no</a>' +
          "<br><span><em>and</em> <strong>more</strong></span></p><blockquote><b>quoted</b></blockquote>",
      ),
    ).toBe(
      '<p>See <a href="https://doi.org/10.1/x" rel="nofollow noopener noreferrer">this</a> ' +
        '<a rel="nofollow noopener noreferrer">no</a><br /><span><em>and</em> <strong>more</strong></span></p>quoted',
    );
  });

  it("gives a browser's parser nothing but text markup and http(s) links, whatever pieces the HTML is made of", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...HOSTILE_PIECES), { maxLength: 60 }), (pieces) => {
        const html = pieces.join("");
        const clean = sanitizeFediverseHtml(html, 400);
        expect(unsafeParts(clean)).toEqual([]);
        expect(clean.length).toBeLessThanOrEqual(400);
        // A cut keeps a start of what the whole would be: the same text, up to where it was cut.
        expect(textOf(sanitizeFediverseHtml(html, 100_000)).startsWith(textOf(clean))).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it("cuts what is longer than the cap and closes the tags it left open", () => {
    const clean = sanitizeFediverseHtml(`<p>${"<strong>word</strong> ".repeat(50)}</p>`, 100);
    expect(clean.length).toBeLessThanOrEqual(100);
    expect(clean).toMatch(/^<p><strong>word<\/strong> .*<\/p>$/);
    expect(elementsOf(clean)[0]?.tag).toBe("p");
  });

  it("fills the cap from a long post whose words are each wrapped in links and spans, as mentions and tags are", () => {
    const word = '<a href="https://example.social/tags/x" class="mention hashtag"><span class="h">#word</span></a> ';
    const clean = sanitizeFediverseHtml(`<p>${word.repeat(2_000)}</p>`);
    expect(clean.length).toBeGreaterThan(MAX_FEDIVERSE_HTML * 0.9);
    expect(unsafeParts(clean)).toEqual([]);
  });
});
