// What a landing page says a publication is: the Highwire tags that give Google Scholar and Zotero's Embedded
// Metadata translator its kind (a thesis by its institution, a chapter by its book, …) and its schema.org type.
import type { PublicationType } from "@scholarly/contract";
import type { PublicationRecord } from "../publication-store.js";
import { metaTag } from "./head-tags.js";

/** The shapes our 23 kinds take in Highwire and schema.org. */
type Shape =
  | "article"
  | "conference"
  | "chapter"
  | "book"
  | "thesis"
  | "report"
  | "dataset"
  | "presentation"
  | "software"
  | "document";

const SHAPE_OF: Record<PublicationType, Shape> = {
  journal: "article",
  article: "article",
  research: "article",
  preprint: "article",
  "experiment findings": "article",
  method: "article",
  "negative results": "article",
  conference: "conference",
  "conference paper": "conference",
  chapter: "chapter",
  book: "book",
  thesis: "thesis",
  report: "report",
  "technical report": "report",
  data: "dataset",
  "raw data": "dataset",
  presentation: "presentation",
  poster: "presentation",
  code: "software",
  patent: "document",
  "cover page": "document",
  "research proposal": "document",
  other: "document",
};

const SCHEMA_TYPE_OF: Record<Shape, string> = {
  article: "ScholarlyArticle",
  conference: "ScholarlyArticle",
  chapter: "Chapter",
  book: "Book",
  thesis: "Thesis",
  report: "Report",
  dataset: "Dataset",
  presentation: "PresentationDigitalDocument",
  software: "SoftwareSourceCode",
  document: "CreativeWork",
};

const shapeOf = (record: PublicationRecord): Shape =>
  SHAPE_OF[record.publication_type as PublicationType] ?? "document";

/**
 * The tags naming where the work appeared, which Zotero reads as its item type: the last of
 * citation_journal_title, _conference_title, _inbook_title, _dissertation_institution and
 * _technical_report_institution wins, so a page carries only the one of its kind; a book is told by
 * citation_isbn alone. A thesis's or report's institution is its publisher field, a report's number its issue.
 */
export function kindTags(record: PublicationRecord): string[] {
  const shape = shapeOf(record);
  const container = record.journal;
  const byShape: Record<Shape, string[]> = {
    article: [
      metaTag("name", "citation_journal_title", container),
      metaTag("name", "citation_volume", record.volume),
      metaTag("name", "citation_issue", record.issue),
    ],
    conference: [
      metaTag("name", "citation_conference_title", container),
      metaTag("name", "citation_volume", record.volume),
    ],
    presentation: [metaTag("name", "citation_conference_title", container)],
    chapter: [
      metaTag("name", "citation_inbook_title", container),
      metaTag("name", "citation_book_title", container),
      metaTag("name", "citation_volume", record.volume),
    ],
    book: [metaTag("name", "citation_volume", record.volume)],
    thesis: [metaTag("name", "citation_dissertation_institution", record.publisher)],
    report: [
      metaTag("name", "citation_technical_report_institution", record.publisher),
      metaTag("name", "citation_technical_report_number", record.issue),
    ],
    // No Highwire tag says "data set"; DCMI's type does, and Zotero reads it as one.
    dataset: [metaTag("name", "DC.type", "Dataset")],
    software: [],
    document: [],
  };
  const institutionIsPublisher = shape === "thesis" || shape === "report";
  return [
    ...byShape[shape],
    institutionIsPublisher ? "" : metaTag("name", "citation_publisher", record.publisher),
    metaTag("name", "citation_isbn", record.isbn),
  ];
}

/** OpenGraph knows articles and books. */
export const openGraphType = (record: PublicationRecord) => (shapeOf(record) === "book" ? "book" : "article");

/** The schema.org type of the publication and the fields that depend on it. */
export function schemaKind(record: PublicationRecord): Record<string, unknown> {
  const shape = shapeOf(record);
  const organisation = (name: string | null) => name && { "@type": "Organization", name };
  const container = record.journal;
  const byShape: Partial<Record<Shape, Record<string, unknown>>> = {
    article: { ...(container && { isPartOf: { "@type": "Periodical", name: container } }) },
    conference: { ...(container && { isPartOf: { "@type": "CreativeWork", name: container } }) },
    chapter: {
      ...(container && { isPartOf: { "@type": "Book", name: container, ...(record.isbn && { isbn: record.isbn }) } }),
    },
    book: { ...(record.isbn && { isbn: record.isbn }) },
    thesis: { ...(record.publisher && { sourceOrganization: organisation(record.publisher) }) },
    report: { ...(record.issue && { reportNumber: record.issue }) },
  };
  return {
    "@type": SCHEMA_TYPE_OF[shape],
    ...byShape[shape],
    ...(record.publisher && { publisher: organisation(record.publisher) }),
  };
}
