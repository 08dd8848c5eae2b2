// Reads the search box's text the way researchers type it: words, "quoted phrases", -excluded words or
// phrases, #hashtags, author:name, type:thesis, and a DOI pasted as it is.
import { PUBLICATION_TYPES, type PublicationType } from "@scholarly/contract";

export interface ParsedSearch {
  /** Plain words, each of which must match (stemmed, accents folded). */
  words: string[];
  phrases: string[];
  /** Words and phrases that must not match. */
  excluded: string[];
  /** Lower-cased, without the #. */
  hashtags: string[];
  authors: string[];
  /** Publication types asked for with type: (a word of a type's name finds it: type:conference). */
  types: PublicationType[];
  /** A type: naming no publication type finds nothing rather than everything. */
  unknownType: boolean;
  /** Normalized like the index's normalized_doi(). */
  doi: string | null;
}

/** Words at least this long are retried with one typo when nothing matches exactly. */
export const MIN_TYPO_LENGTH = 5;

const TOKEN = /(-?)(?:(author|type):)?(?:"([^"]*)"?|(\S+))/gi;
const DOI = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:)?(10\.\d{4,9}\/\S+)$/i;

export function normalizeDoi(text: string): string | null {
  const match = DOI.exec(text.trim());
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** 'Conference paper' is asked for as type:conference_paper, type:"conference paper" or type:conference-paper. */
function publicationTypesNamed(name: string): PublicationType[] {
  const wanted = name.toLowerCase().replace(/[_-]+/g, " ").trim();
  const exact = PUBLICATION_TYPES.filter((type) => type === wanted);
  if (exact.length > 0) return exact;
  return PUBLICATION_TYPES.filter((type) => type.split(" ").includes(wanted));
}

/** The search box's text, as parts. Nothing is ever rejected: unknown syntax reads as plain words. */
export function parseSearch(text: string): ParsedSearch {
  const parsed: ParsedSearch = {
    words: [],
    phrases: [],
    excluded: [],
    hashtags: [],
    authors: [],
    types: [],
    unknownType: false,
    doi: null,
  };
  for (const match of text.matchAll(TOKEN)) {
    const [, minus, field, quoted, bare] = match;
    const value = (quoted ?? bare ?? "").trim();
    if (value === "") continue;
    const fieldName = field?.toLowerCase();
    if (fieldName === "author") {
      parsed.authors.push(value);
    } else if (fieldName === "type") {
      const types = publicationTypesNamed(value);
      if (types.length === 0) parsed.unknownType = true;
      parsed.types.push(...types);
    } else if (minus) {
      parsed.excluded.push(value);
    } else if (quoted !== undefined) {
      parsed.phrases.push(value);
    } else if (value.startsWith("#") && value.length > 1) {
      const tag = value.slice(1).match(/^[\p{L}\p{N}_]+/u)?.[0];
      if (tag) parsed.hashtags.push(tag.toLowerCase());
    } else if (normalizeDoi(value)) {
      parsed.doi = normalizeDoi(value);
    } else {
      parsed.words.push(value);
    }
  }
  return parsed;
}

/**
 * The optimal string alignment distance (Levenshtein with swaps of neighbours as one edit), so 'nueral' is
 * one edit from 'neural' where plain Levenshtein counts two.
 */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i] as number[];
      const previous = rows[i - 1] as number[];
      let best = Math.min((previous[j] as number) + 1, (row[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}
