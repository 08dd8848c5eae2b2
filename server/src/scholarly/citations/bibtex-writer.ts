// BibTeX as BibLaTeX reads it (UTF-8, `date`) and classic BibTeX too (`year`, `month = mar`): each entry
// type carries only the fields biber's data model allows it, and every value goes through latexText.
import { isDoi } from "@scholarly/contract";
import type { CslItem, CslName } from "../csl/csl-item.js";
import { familyFirst } from "../csl/csl-names.js";
import { keywordsOf } from "../csl/keywords.js";
import { citationUrl } from "./citation-url.js";
import { latexText, oneLine } from "./latex-text.js";

type Field =
  | "journal"
  | "booktitle"
  | "howpublished"
  | "school"
  | "institution"
  | "organization"
  | "publisher"
  | "type"
  | "volume"
  | "number"
  | "pages";

/**
 * CSL types as entry types, with the fields each takes. A chapter is `@inbook`, BibLaTeX's "part of a book with
 * its own title" (`@incollection` needs the book's editors, which we do not hold); works outside these are `@misc`.
 */
const ENTRY_TYPES: Record<string, { type: string; venue?: Field; publisher?: Field; fields: Field[] }> = {
  "article-journal": { type: "article", venue: "journal", fields: ["volume", "number", "pages"] },
  "paper-conference": {
    type: "inproceedings",
    venue: "booktitle",
    publisher: "publisher",
    fields: ["volume", "number", "pages"],
  },
  chapter: { type: "inbook", venue: "booktitle", publisher: "publisher", fields: ["volume", "pages"] },
  book: { type: "book", publisher: "publisher", fields: ["volume", "number", "pages"] },
  thesis: { type: "phdthesis", publisher: "school", fields: ["pages"] },
  report: { type: "techreport", publisher: "institution", fields: ["type", "number", "pages"] },
};
const MISC = { type: "misc", venue: "howpublished", publisher: "organization", fields: ["type"] } as const;

/** What `type` says of a work its entry type does not name: its genre, else its CSL type ("Dataset", "Patent"). */
function typeLabel(item: CslItem): string | undefined {
  if (item.genre) return item.genre;
  if (ENTRY_TYPES[item.type] || item.type === "document") return undefined;
  return item.type.charAt(0).toUpperCase() + item.type.slice(1);
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/**
 * "von {Family}, Jr., Given"; an organisation's name braced whole, so BibTeX never splits it. The family
 * name is braced as one token: BibTeX would otherwise read "{\\'A}lvarez-N{\\'u}{\\~n}ez" as two names
 * joined by a space, or take a family name starting with an escaped capital for a particle.
 */
function bibtexName(name: CslName): string {
  const { particle, family, given, suffix, literal } = familyFirst(name);
  const braced = (text: string) => {
    const value = latexText(text);
    return value && `{${value}}`;
  };
  // A particle, suffix or given name holding a comma or a standalone "and" would be read as a separator.
  const part = (text: string) => {
    const value = latexText(text);
    return /,|\band\b/i.test(value) ? `{${value}}` : value;
  };
  const familyName = braced(family);
  if (literal !== undefined || !familyName) return braced(literal ?? given);
  const givenName = part(given);
  const suffixPart = part(suffix);
  const familyPart = [part(particle), familyName, givenName ? "" : suffixPart].filter(Boolean).join(" ");
  return [familyPart, givenName && suffixPart, givenName].filter(Boolean).join(", ");
}

/** [year, month, day] of the date the work was issued, when the year is a number. */
function dateParts(item: CslItem): number[] {
  const parts = (item.issued?.["date-parts"]?.[0] ?? []).map(Number);
  const valid: number[] = [];
  for (const [index, part] of parts.slice(0, 3).entries()) {
    if (!Number.isInteger(part) || part < (index === 0 ? 0 : 1)) break;
    valid.push(part);
  }
  return valid;
}

const pad = (part: number) => String(part).padStart(2, "0");

/**
 * URLs and DOIs are verbatim in BibLaTeX, so they are not escaped: a DOI that is not one is left out, and in a
 * web address the characters BibTeX parsers still act on are percent-encoded, as a browser would.
 */
const verbatimUrl = (url: string) =>
  url.replace(/[{}\\$"]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

function entry(item: CslItem): string {
  const shape = ENTRY_TYPES[item.type] ?? MISC;
  const fields: [string, string | undefined][] = [];
  const text = (name: string, value: string | number | undefined, options?: { keepCapitals: boolean }) => {
    const line = value === undefined ? "" : oneLine(String(value));
    if (line) fields.push([name, `{${latexText(line, options)}}`]);
  };
  const authors = (item.author ?? []).map(bibtexName).filter((name) => name.length > 0);
  if (authors.length > 0) fields.push(["author", `{${authors.join(" and ")}}`]);
  text("title", item.title, { keepCapitals: true });
  if (shape.venue) {
    text(shape.venue, item["container-title"] ?? item["event-title"], { keepCapitals: shape.venue === "booktitle" });
  }
  if (shape.publisher) text(shape.publisher, item.publisher);
  const available: Partial<Record<Field, string | number | undefined>> = {
    type: typeLabel(item),
    volume: item.volume,
    number: item.issue,
    // BibTeX's page ranges take an en dash, written as two hyphens.
    pages: item.page === undefined ? undefined : oneLine(String(item.page)).replace(/\s*[-–—]+\s*/g, "--"),
  };
  for (const field of shape.fields) text(field, available[field]);
  const [year, month, day] = dateParts(item);
  if (year !== undefined) {
    fields.push(["year", `{${year}}`]);
    // The month as BibTeX's own macro (plain prints "March 2024"), the whole day in BibLaTeX's `date`.
    if (month !== undefined && month <= 12) fields.push(["month", MONTHS[month - 1]]);
    const iso = [String(year).padStart(4, "0"), ...[month, day].filter((part) => part !== undefined).map(pad)];
    if (year <= 9999 && month !== undefined && month <= 12 && (day === undefined || day <= 31)) {
      fields.push(["date", `{${iso.join("-")}}`]);
    }
  }
  if (item.DOI && isDoi(item.DOI)) fields.push(["doi", `{${item.DOI}}`]);
  const url = item.URL && citationUrl(item.URL);
  if (url) fields.push(["url", `{${verbatimUrl(url)}}`]);
  text("abstract", item.abstract);
  // BibLaTeX splits keywords at commas, braced or not: a keyword holding one becomes two here (RIS keeps it).
  text("keywords", keywordsOf(item).join(", "));
  const body = fields.map(([name, value]) => `  ${name} = ${value},`).join("\n");
  return `@${shape.type}{${citationKeyOf(item)},\n${body}\n}\n`;
}

/** Keys are ASCII words already; anything else would end the key, so it is dropped. */
const citationKeyOf = (item: CslItem) => (item["citation-key"] ?? item.id).replace(/[^A-Za-z0-9_:.-]/g, "") || "item";

export const bibtexEntries = (items: CslItem[]) => items.map(entry).join("\n");
