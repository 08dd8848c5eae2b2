// The words of a name, and how closely a searched word resembles a word of a member's name: 1 for the
// same word, less for a word it begins ('lovelac' → lovelace), one with a typo ('jon' → john) or one it
// sits inside.

// The database's fold_name() and name_words() (migrations 0100 and 0310), which fold and split stored
// names; the searched text is folded here so that per-word lookups can be cached before any query.
const ACCENTED = [..."áàâäãåāéèêëēíìîïīóòôöõøōúùûüūñçćčšśžýÿ"];
const PLAIN = [..."aaaaaaaeeeeeiiiiiooooooouuuuuncccsszyy"];
const FOLDED = new Map(ACCENTED.map((letter, index) => [letter, PLAIN[index] as string]));
const WORD_BREAK = /[\s!-/:-@[-`{-~‘’]+/u;

/** One word of the search and the name words it may stand for, with how closely each resembles it. */
export interface SearchedWord {
  searched: string;
  matches: Map<string, number>;
  /** The matches that resemble it most (usually the word itself), all equally. */
  best: string[];
}

export function nameWords(text: string): string[] {
  const folded = [...text.toLowerCase()].map((letter) => FOLDED.get(letter) ?? letter).join("");
  return folded.split(WORD_BREAK).filter((word) => word !== "");
}

/**
 * Below this a word does not match: one typo does ('jon' → john 0.75, 'jon' → jan 0.67), two need words of
 * 6 letters or more; any beginning does, even an initial. Looser, 'kumar' would also find Omar (0.6).
 */
export const MIN_RESEMBLANCE = 0.65;
/** Typos and inner matches are guesswork in words this short ('li' is not a typo of 'le'). */
const MIN_FUZZY_LENGTH = 3;

export function wordResemblance(searched: string, word: string): number {
  if (searched === word) return 1;
  const searchedLetters = [...searched];
  const wordLetters = [...word];
  // A longer word that only begins with the search is a weaker match the more it adds.
  const coverage = searchedLetters.length / wordLetters.length;
  if (word.startsWith(searched)) return Math.max(MIN_RESEMBLANCE, 0.55 + 0.45 * coverage);
  if (searchedLetters.length < MIN_FUZZY_LENGTH) return 0;
  const longest = Math.max(searchedLetters.length, wordLetters.length);
  const typo = 1 - editDistance(searchedLetters, wordLetters) / longest;
  const inside = word.includes(searched) ? 0.45 + 0.4 * coverage : 0;
  return Math.max(typo, inside, 0);
}

/** Letters inserted, removed, replaced or swapped with a neighbour (optimal string alignment distance). */
export function editDistance(a: string[], b: string[]): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(at(i, j), at(i - 2, j - 2) + 1);
      }
    }
  }
  return at(a.length, b.length);
}
