// Shapes a publication row into the wire format.
import type { License, Publication, PublicationAuthor, UserProfileSummary } from "@scholarly/contract";
import type { Selectable } from "kysely";
import type { PublicationsTable } from "../db/tables.js";
import { type DocumentViewer, documentLinks } from "../full-text/document-access.js";
import type { PostThumbnail } from "../thumbnails/post-thumbnails.js";

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

export function presentPublication(
  row: Selectable<PublicationsTable>,
  owner: UserProfileSummary,
  authors: PublicationAuthor[] | undefined,
  pictures: PostThumbnail,
  /** Who is looking, when their own private links may be shown; anyone's links otherwise. */
  viewer?: DocumentViewer,
): Publication {
  const links = documentLinks(row, viewer);
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    publication_date: row.publication_date,
    publication_date_precision: row.publication_date_precision,
    publication_type: row.publication_type,
    doi: row.doi,
    abstract: row.abstract,
    ...presentBibliographic(row, authors, owner),
    ...links,
    upload_document_name: links.upload_document === null ? null : row.upload_document_name,
    thumbnail: pictures.thumbnail,
    reads: row.reads,
    created_at: row.created_at.toISOString(),
    user_profile: owner,
  };
}
