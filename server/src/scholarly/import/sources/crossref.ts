// Crossref's REST API (GET /works/{doi}): the registration agency of most journal and conference DOIs.
// Its work records are close to CSL already; the types and a few field shapes differ.
import type { CslDate, CslItem, CslName } from "../../csl/csl-item.js";
import { doiPath } from "../../doi.js";
import type { SourceClient } from "./source-client.js";

interface CrossrefContributor {
  given?: string;
  family?: string;
  /** Organisations, and people Crossref holds only as one string. */
  name?: string;
  ORCID?: string;
}

export interface CrossrefWork {
  DOI: string;
  type: string;
  subtype?: string;
  title?: string[];
  subtitle?: string[];
  author?: CrossrefContributor[];
  issued?: CslDate;
  "published-print"?: CslDate;
  "published-online"?: CslDate;
  "container-title"?: string[];
  volume?: string;
  issue?: string;
  page?: string;
  publisher?: string;
  ISBN?: string[];
  abstract?: string;
  URL?: string;
  subject?: string[];
}

/** Crossref work types (https://api.crossref.org/types) as CSL types. */
const CSL_TYPES: Record<string, string> = {
  "journal-article": "article-journal",
  "proceedings-article": "paper-conference",
  "posted-content": "article",
  dissertation: "thesis",
  "book-chapter": "chapter",
  "book-section": "chapter",
  "book-part": "chapter",
  dataset: "dataset",
  report: "report",
  "report-component": "report",
  book: "book",
  monograph: "book",
  "edited-book": "book",
  "reference-book": "book",
  "peer-review": "review",
  standard: "standard",
  "reference-entry": "entry",
};

const hasYear = (date: CslDate | undefined) => typeof date?.["date-parts"]?.[0]?.[0] === "number";

function contributor(person: CrossrefContributor): CslName {
  if (!person.family) return { literal: person.name ?? person.given ?? "" };
  return {
    family: person.family,
    ...(person.given && { given: person.given }),
    ...(person.ORCID && { ORCID: person.ORCID }),
  };
}

export function crossrefCsl(work: CrossrefWork): CslItem {
  const [title = "", subtitle] = [work.title?.[0], work.subtitle?.[0]];
  const issued = [work.issued, work["published-print"], work["published-online"]].find(hasYear);
  return {
    id: work.DOI,
    type: CSL_TYPES[work.type] ?? "document",
    ...(work.type === "posted-content" && work.subtype === "preprint" && { genre: "Preprint" }),
    title: subtitle ? `${title}: ${subtitle}` : title,
    author: (work.author ?? []).map(contributor),
    ...(issued && { issued }),
    DOI: work.DOI,
    ...(work.URL && { URL: work.URL }),
    ...(work.abstract && { abstract: work.abstract }),
    ...(work["container-title"]?.[0] && { "container-title": work["container-title"][0] }),
    ...(work.volume && { volume: work.volume }),
    ...(work.issue && { issue: work.issue }),
    ...(work.page && { page: work.page }),
    ...(work.publisher && { publisher: work.publisher }),
    ...(work.ISBN?.length && { ISBN: work.ISBN.join(", ") }),
    ...(work.subject?.length && { keyword: work.subject.join(", ") }),
  };
}

/** The work registered under a DOI, or undefined when Crossref does not know the DOI. */
export async function crossrefWork(client: SourceClient, baseUrl: string, doi: string): Promise<CslItem | undefined> {
  const answer = await client.json<{ message: CrossrefWork }>("Crossref", `${baseUrl}/works/${doiPath(doi)}`);
  return answer && crossrefCsl(answer.message);
}
