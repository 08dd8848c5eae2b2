// Sitemaps (sitemaps.org 0.9): one urlset of every page, or, past 50,000 pages, an index of numbered urlsets.
import { profilePageUrl, publicationPageUrl } from "../site-links.js";
import { utcSeconds, xmlDocument } from "../xml-document.js";
import type { SitemapEntry } from "./sitemap-store.js";

const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** The protocol's limit of URLs in one sitemap. */
export const SITEMAP_SIZE = 50_000;

export const sitemapPageUrl = (origin: string, page: number) => `${origin}/sitemap.xml?page=${page}`;

export function sitemapIndex(origin: string, pages: number): string {
  const sitemaps = Array.from({ length: pages }, (_, index) => ({ loc: sitemapPageUrl(origin, index + 1) }));
  return xmlDocument({ sitemapindex: { "@_xmlns": NAMESPACE, sitemap: sitemaps } });
}

export function urlset(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => ({
    loc: entry.kind === "profile" ? profilePageUrl(origin, entry.id) : publicationPageUrl(origin, entry.id),
    lastmod: utcSeconds(entry.lastmod),
  }));
  return xmlDocument({ urlset: { "@_xmlns": NAMESPACE, url: urls } });
}
