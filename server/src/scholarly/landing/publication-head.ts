// The <head> of a publication's landing page: Highwire Press tags (Google Scholar's inclusion guidelines),
// OpenGraph and a Twitter card for link previews, and the publication as schema.org in JSON-LD, each of its kind.
import { publicationAuthors } from "../csl/publication-csl.js";
import { licenseUrl } from "../licenses.js";
import { knownDate, type PublicationRecord } from "../publication-store.js";
import { orcidUrl, publicationPageUrl } from "../site-links.js";
import { defaultImageUrl, jsonLdTag, linkTag, metaTag, previewText, titleTag } from "./head-tags.js";
import { kindTags, openGraphType, schemaKind } from "./publication-kinds.js";

export interface PublicationPage {
  record: PublicationRecord;
  /** Absolute links: the public PDF, and the first page's picture. */
  pdfUrl: string | null;
  imageUrl: string | null;
}

/** "666–731" → first and last page. */
function pageRange(pages: string | null): { first?: string; last?: string } {
  if (!pages) return {};
  const [first, last] = pages.split(/\s*[-–—]+\s*/);
  return { first: first || undefined, last: last || undefined };
}

function highwireTags(page: PublicationPage, pageUrl: string): string[] {
  const { record } = page;
  const pages = pageRange(record.pages);
  return [
    metaTag("name", "citation_title", record.title),
    ...publicationAuthors(record).map((author) => metaTag("name", "citation_author", author.name)),
    // Google Scholar reads 2021/03/15, 2021/03 or 2021: only what is known.
    metaTag("name", "citation_publication_date", knownDate(record)?.replaceAll("-", "/")),
    metaTag("name", "citation_doi", record.doi),
    ...kindTags(record),
    metaTag("name", "citation_firstpage", pages.first),
    metaTag("name", "citation_lastpage", pages.last),
    metaTag("name", "citation_keywords", record.keywords.join("; ")),
    metaTag("name", "citation_pdf_url", page.pdfUrl),
    metaTag("name", "citation_abstract_html_url", pageUrl),
  ];
}

function schemaWork(page: PublicationPage, pageUrl: string) {
  const { record } = page;
  return {
    "@context": "https://schema.org",
    ...schemaKind(record),
    name: record.title,
    headline: record.title,
    url: pageUrl,
    author: publicationAuthors(record).map((author) => ({
      "@type": "Person",
      name: author.name,
      ...(author.orcid && { sameAs: orcidUrl(author.orcid) }),
    })),
    ...(record.publication_date && { datePublished: knownDate(record) ?? undefined }),
    ...(record.abstract && { abstract: record.abstract }),
    ...(record.doi && {
      identifier: {
        "@type": "PropertyValue",
        propertyID: "DOI",
        value: record.doi,
        url: `https://doi.org/${record.doi}`,
      },
    }),
    ...(record.keywords.length > 0 && { keywords: record.keywords.join(", ") }),
    ...(record.license && { license: licenseUrl(record.license) ?? record.license }),
    ...(page.imageUrl && { image: page.imageUrl }),
  };
}

export function publicationHead(page: PublicationPage, origin: string): string {
  const { record } = page;
  const pageUrl = publicationPageUrl(origin, record.id);
  const description = previewText(record.abstract || `${record.publication_type} by ${record.author}`);
  const image = page.imageUrl ?? defaultImageUrl(origin);
  return [
    titleTag(`${record.title} | Scholarly`),
    linkTag("canonical", pageUrl),
    metaTag("name", "description", description),
    ...highwireTags(page, pageUrl),
    metaTag("property", "og:site_name", "Scholarly"),
    metaTag("property", "og:type", openGraphType(record)),
    metaTag("property", "og:title", record.title),
    metaTag("property", "og:description", description),
    metaTag("property", "og:url", pageUrl),
    metaTag("property", "og:image", image),
    metaTag("name", "twitter:card", page.imageUrl ? "summary_large_image" : "summary"),
    metaTag("name", "twitter:title", record.title),
    metaTag("name", "twitter:description", description),
    metaTag("name", "twitter:image", image),
    jsonLdTag(schemaWork(page, pageUrl)),
  ]
    .filter((tag) => tag.length > 0)
    .join("\n    ");
}
