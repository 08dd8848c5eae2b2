// Plain ASCII words from names and titles, for citation keys and file names that every tool accepts.

// Letters that Unicode does not decompose into a base letter and a mark.
const LETTERS_WITHOUT_DECOMPOSITION: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

/** The words of a text, lower case, accents removed ("Jürgen Müller" → ["jurgen", "muller"]). */
export function asciiWords(text: string): string[] {
  const folded = text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[ßæœøłđðþı]/g, (letter) => LETTERS_WITHOUT_DECOMPOSITION[letter] ?? letter);
  return folded
    .split(/\s+/)
    .map((word) => word.replace(/[^a-z0-9]/g, ""))
    .filter((word) => word.length > 0);
}

/** A file-name-safe slug: "Ada Lovelace" → "ada-lovelace". */
export const asciiSlug = (text: string, fallback: string) => asciiWords(text).join("-") || fallback;
