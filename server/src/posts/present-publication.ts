// A publication as the member's lists and profiles show it, and the bibliographic metadata details share.
import type { License, Publication, PublicationAuthor, UserProfileSummary } from "@scholarly/contract";
import type { Selectable } from "kysely";
import type { PublicationsTable } from "../db/tables.js";
import { type DocumentViewer, documentLinks } from "./document-access.js";
import { authoredDocuments, type HydratedOf } from "./hydrated-post.js";

type BibliographicRow = Pick<
  Selectable<PublicationsTable>,
  | "author"
  | "authors_et_al"
  | "journal"
  | "volume"
  | "issue"
  | "pages"
  | "publisher"
  | "isbn"
  | "url"
  | "keywords"
  | "license"
>;

/** Publications from before author lists (or written by scripts) are by the names of their display string. */
export function authorsFromDisplay(display: string): PublicationAuthor[] {
  return display
    .split(", ")
    .map((name) => name.trim())
    .filter((name) => name.length > 0)
    .map((name) => ({ name, orcid: null, profile_id: null }));
}

/**
 * The poster when the author list does not name them: they shared the work rather than wrote it. A work
 * stored before author lists is its poster's.
 */
function sharedBy(authors: PublicationAuthor[] | undefined, poster: Pick<UserProfileSummary, "id" | "name">) {
  if (!authors || authors.some((author) => author.profile_id === poster.id)) return null;
  return { id: poster.id, name: poster.name };
}

/** The metadata of a publication as post details and publication answers carry it, `poster` being who posted it. */
export function presentBibliographic(
  row: BibliographicRow,
  authors: PublicationAuthor[] | undefined,
  poster: Pick<UserProfileSummary, "id" | "name">,
) {
  return {
    authors: authors ?? authorsFromDisplay(row.author),
    shared_by: sharedBy(authors, poster),
    et_al: row.authors_et_al,
    journal: row.journal,
    volume: row.volume,
    issue: row.issue,
    pages: row.pages,
    publisher: row.publisher,
    isbn: row.isbn,
    url: row.url,
    keywords: row.keywords,
    license: row.license as License | null,
  };
}

/** `viewer`: who is looking, when their own private links may be shown; without one, anyone's links. */
export function presentPublication(post: HydratedOf<"publication">, viewer?: DocumentViewer): Publication {
  const { row, owner } = post;
  const links = documentLinks(authoredDocuments(post), viewer);
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    publication_date: row.publication_date,
    publication_date_precision: row.publication_date_precision,
    publication_type: row.publication_type,
    doi: row.doi,
    abstract: row.abstract,
    ...presentBibliographic(row, post.authors, owner),
    ...links,
    upload_document_name: links.upload_document === null ? null : row.upload_document_name,
    thumbnail: post.pictures.thumbnail,
    reads: row.reads,
    created_at: row.created_at.toISOString(),
    user_profile: owner,
  };
}
