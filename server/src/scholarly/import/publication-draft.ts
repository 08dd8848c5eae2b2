// A CSL item from any source as a draft of the upload form: names as "Given Family", a full date,
// one of our publication types, plain-text abstract.
import type { DraftAuthor, PublicationDraft } from "@scholarly/contract";
import type { CslDate, CslItem, CslName } from "../csl/csl-item.js";
import { publicationTypeOfCsl } from "../csl/publication-types.js";
import { bareDoi } from "../doi.js";
import { plainText } from "./plain-text.js";

const ORCID_IN = /(\d{4}-\d{4}-\d{4}-\d{3}[\dX])/i;

/** "Given Family" (particles and suffix in place), or the literal name of an organisation. */
export function displayName(name: CslName): string {
  if (name.literal) return name.literal.trim();
  return [name.given, name["dropping-particle"], name["non-dropping-particle"], name.family, name.suffix]
    .filter((part) => part?.trim())
    .join(" ");
}

function draftAuthor(name: CslName): DraftAuthor {
  const orcid = name.ORCID && ORCID_IN.exec(name.ORCID)?.[1];
  return { name: displayName(name), ...(orcid && { orcid: orcid.toUpperCase() }) };
}

const pad = (part: number) => String(part).padStart(2, "0");

/** yyyy-MM-dd; an unknown month or day is 01; undefined when there is no usable year. */
export function draftDate(issued: CslDate | undefined): string | null {
  const parts =
    issued?.["date-parts"]?.[0] ?? /^(\d{4})(?:-(\d{1,2}))?(?:-(\d{1,2}))?/.exec(issued?.raw ?? "")?.slice(1);
  const [year, month, day] = (parts ?? []).map((part) => (part === null || part === undefined ? NaN : Number(part)));
  if (year === undefined || !Number.isInteger(year) || year < 1000 || year > 9999) return null;
  const knownMonth = month !== undefined && month >= 1 && month <= 12 ? month : 1;
  const daysInMonth = new Date(Date.UTC(year, knownMonth, 0)).getUTCDate();
  const knownDay = month === knownMonth && day !== undefined && day >= 1 && day <= daysInMonth ? day : 1;
  return `${year}-${pad(knownMonth)}-${pad(knownDay)}`;
}

const text = (value: string | number | undefined) => {
  const trimmed = value === undefined ? "" : plainText(String(value));
  return trimmed.length > 0 ? trimmed : null;
};

/** BibTeX's `and others` (Google Scholar writes it) and RIS's `AU  - others` mean "et al.", nobody's name. */
const isOthers = (name: CslName) => /^others$/i.test(displayName(name));

export function publicationDraft(item: CslItem, duplicate: boolean): PublicationDraft {
  const names = item.author ?? [];
  return {
    title: plainText(item.title),
    authors: names
      .filter((name) => !isOthers(name))
      .map(draftAuthor)
      .filter((author) => author.name.length > 0),
    et_al: names.some(isOthers),
    publication_date: draftDate(item.issued ?? item["event-date"]),
    publication_type: publicationTypeOfCsl(item.type, item.genre, item.status),
    doi: item.DOI ? bareDoi(item.DOI) : null,
    abstract: plainText(item.abstract),
    journal: text(item["container-title"] ?? item["event-title"]),
    volume: text(item.volume),
    issue: text(item.issue),
    pages: text(item.page),
    publisher: text(item.publisher),
    url: item.URL?.trim() || null,
    keywords: (item.keyword ?? "")
      .split(/[,;]/)
      .map((keyword) => keyword.trim())
      .filter((keyword) => keyword.length > 0),
    duplicate,
  };
}
