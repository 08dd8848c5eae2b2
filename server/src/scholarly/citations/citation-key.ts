// Citation keys in the common author-year-word form: lovelace2024analytical.
import { asciiWords } from "../csl/ascii-words.js";
import type { CslItem, CslName } from "../csl/csl-item.js";

// Words a title often starts with that say nothing about it.
const INSIGNIFICANT_WORDS = new Set([
  "a",
  "an",
  "the",
  "on",
  "of",
  "in",
  "at",
  "to",
  "for",
  "and",
  "or",
  "with",
  "from",
  "by",
  "as",
  "into",
  "via",
  "is",
  "are",
  "towards",
  "toward",
  "about",
]);

/** First author's family name + year + first significant title word, lower-case ASCII. */
export function citationKey(firstAuthor: CslName | undefined, year: number | undefined, title: string): string {
  const family = asciiWords(firstAuthor?.family ?? firstAuthor?.literal ?? "").join("") || "anon";
  const word = asciiWords(title).find((candidate) => !INSIGNIFICANT_WORDS.has(candidate)) ?? "";
  return `${family}${year ?? ""}${word}`;
}

/**
 * Keys unique within one file: the first item keeps its key, later ones with the same key get b, c, …
 * (items come oldest first, so a key does not change when newer work is added).
 */
export function withUniqueKeys(items: CslItem[]): CslItem[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const key = item["citation-key"] ?? item.id;
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    if (count === 0) return item;
    const unique = `${key}${String.fromCharCode(97 + Math.min(count, 25))}${count > 25 ? count : ""}`;
    return { ...item, id: unique, "citation-key": unique };
  });
}
