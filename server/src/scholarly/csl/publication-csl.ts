// A stored publication as a CSL item, the form every citation format is written from.
import { type PublicationType, publicationDateParts } from "@scholarly/contract";
import { citationKey } from "../citations/citation-key.js";
import type { PublicationRecord, RecordAuthor } from "../publication-store.js";
import { publicationPageUrl } from "../site-links.js";
import type { CslItem } from "./csl-item.js";
import { cslName } from "./csl-names.js";
import { CSL_TYPE_OF } from "./publication-types.js";

/**
 * The authors of a publication, in order, with "Given Family" names. Publications stored before author
 * lists are by the names of their display string, separated by ", "; an empty one means the owner alone.
 */
export function publicationAuthors(
  record: Pick<PublicationRecord, "authors" | "author" | "owner_name">,
): RecordAuthor[] {
  if (record.authors.length > 0) return record.authors;
  const names = record.author
    .split(", ")
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
  if (names.length === 0 && record.owner_name) names.push(record.owner_name);
  return names.map((name) => ({ name, orcid: null, profile_id: null }));
}

/** The known parts of the date as CSL date parts: [[2021]], [[2021, 3]] or [[2021, 3, 15]]. */
function issued(record: Pick<PublicationRecord, "publication_date" | "publication_date_precision">): CslItem["issued"] {
  if (!record.publication_date) return undefined;
  return { "date-parts": [publicationDateParts(record.publication_date, record.publication_date_precision)] };
}

export function publicationCsl(record: PublicationRecord, origin: string): CslItem {
  // ORCID iDs are not in the CSL data schema; the landing page's JSON-LD and the Atom feed carry them.
  const authors = publicationAuthors(record).map(({ name }) => cslName(name));
  const kind = CSL_TYPE_OF[record.publication_type as PublicationType] ?? CSL_TYPE_OF.other;
  const year = record.publication_date ? Number(record.publication_date.slice(0, 4)) : undefined;
  const key = citationKey(authors[0], year, record.title);
  return {
    id: key,
    "citation-key": key,
    type: kind.type,
    ...(kind.genre && { genre: kind.genre }),
    title: record.title,
    author: authors,
    ...(record.publication_date && { issued: issued(record) }),
    ...(record.doi && { DOI: record.doi }),
    ...(record.abstract && { abstract: record.abstract }),
    ...(record.journal && { "container-title": record.journal }),
    ...(record.volume && { volume: record.volume }),
    ...(record.issue && { issue: record.issue }),
    ...(record.pages && { page: record.pages }),
    ...(record.publisher && { publisher: record.publisher }),
    ...(record.isbn && { ISBN: record.isbn }),
    ...(record.keywords.length > 0 && { keyword: record.keywords.join(", "), keywords: record.keywords }),
    URL: record.url ?? publicationPageUrl(origin, record.id),
  };
}
