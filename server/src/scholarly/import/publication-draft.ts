// A CSL item from any source as a draft of the upload form: names as "Given Family", the date as precise as the source,
// one of our publication types, plain-text abstract.
import { compactIsbn, type DraftAuthor, isIsbn, type PreciseDate, type PublicationDraft } from "@scholarly/contract";
import type { CslDate, CslItem, CslName } from "../csl/csl-item.js";
import { displayName } from "../csl/csl-names.js";
import { publicationTypeOfCsl } from "../csl/publication-types.js";
import { bareDoi, isDoi } from "../doi.js";
import { plainText } from "./plain-text.js";

const ORCID_IN = /(\d{4}-\d{4}-\d{4}-\d{3}[\dX])/i;

function draftAuthor(name: CslName): DraftAuthor {
  const orcid = name.ORCID && ORCID_IN.exec(name.ORCID)?.[1];
  return { name: displayName(name), ...(orcid && { orcid: orcid.toUpperCase() }) };
}

const pad = (part: number) => String(part).padStart(2, "0");

/**
 * The date as far as the source knows it: yyyy-MM-dd with an unknown month or day 01, and whether the year, the
 * month or the day is known; null when there is no usable year. A raw date may be ISO or RIS's yyyy/mm/dd/
 * (citation-js leaves a chapter's PY raw).
 */
export function draftDate(issued: CslDate | undefined): PreciseDate | null {
  const parts =
    issued?.["date-parts"]?.[0] ?? /^(\d{4})(?:[-/](\d{1,2}))?(?:[-/](\d{1,2}))?/.exec(issued?.raw ?? "")?.slice(1);
  const [year, month, day] = (parts ?? []).map((part) => (part === null || part === undefined ? NaN : Number(part)));
  if (year === undefined || !Number.isInteger(year) || year < 1000 || year > 9999) return null;
  if (month === undefined || !(month >= 1 && month <= 12)) return { date: `${year}-01-01`, precision: "year" };
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day === undefined || !(day >= 1 && day <= daysInMonth)) {
    return { date: `${year}-${pad(month)}-01`, precision: "month" };
  }
  return { date: `${year}-${pad(month)}-${pad(day)}`, precision: "day" };
}

const draftDateFields = (date: PreciseDate | null) => ({
  publication_date: date?.date ?? null,
  publication_date_precision: date?.precision ?? "day",
});

const text = (value: string | number | undefined) => {
  const trimmed = value === undefined ? "" : plainText(String(value));
  return trimmed.length > 0 ? trimmed : null;
};

/**
 * The first valid ISBN of those a source lists ("978-0-306-40615-7, 0306406152" or "978… 030…"), compact;
 * an ISBN may itself be spaced ("0 306 40615 2"), so each listed part is tried whole, then word by word.
 */
function firstIsbn(listed: string | undefined): string | null {
  const parts = (listed ?? "").split(/[,;]/);
  const candidates = parts.flatMap((part) => [part, ...part.trim().split(/\s+/)]);
  return candidates.map(compactIsbn).find(isIsbn) ?? null;
}

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
    ...draftDateFields(draftDate(item.issued ?? item["event-date"])),
    publication_type: publicationTypeOfCsl(item.type, item.genre, item.status),
    // A DOI the publish form would refuse (a brace or quote from a hostile file) is left for the member to fill.
    doi: item.DOI && isDoi(bareDoi(item.DOI)) ? bareDoi(item.DOI) : null,
    abstract: plainText(item.abstract),
    journal: text(item["container-title"] ?? item["event-title"]),
    volume: text(item.volume),
    issue: text(item.issue),
    pages: text(item.page),
    publisher: text(item.publisher),
    isbn: firstIsbn(item.ISBN),
    url: item.URL?.trim() || null,
    keywords: (item.keyword ?? "")
      .split(/[,;]/)
      .map((keyword) => keyword.trim())
      .filter((keyword) => keyword.length > 0),
    duplicate,
  };
}
