// HTML from another server (a reply kept as a comment, a followed account's post), sanitized by ours, shown as
// React elements, never as markup: only the tags the server keeps become elements (p, br, span, strong, em, and links to http(s) addresses); anything else shows its text.
import { createElement, Fragment, type ReactNode } from "react";

const KEPT = new Set(["p", "br", "span", "strong", "em"]);

/** One node as React: a kept element rebuilt, any other element as its content alone, text as text. */
function nodeOf(node: ChildNode, position: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = Array.from(element.childNodes, nodeOf);
  const href = element.getAttribute("href") ?? "";
  if (tag === "a" && /^https?:\/\//i.test(href)) {
    // Links leave the site in a new tab, naming it neither as referrer nor as an endorsement.
    return (
      <a key={position} href={href} target="_blank" rel="nofollow ugc noopener noreferrer">
        {children}
      </a>
    );
  }
  if (!KEPT.has(tag)) return <Fragment key={position}>{children}</Fragment>;
  return tag === "br" ? <br key={position} /> : createElement(tag, { key: position }, ...children);
}

export function FediverseHtml({ html, className }: { html: string; className: string }) {
  // Parsing as a separate document runs no script and loads nothing; only the kept tags are rebuilt.
  const body = new DOMParser().parseFromString(html, "text/html").body;
  return <div className={className}>{Array.from(body.childNodes, nodeOf)}</div>;
}
