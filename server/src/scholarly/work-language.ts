// The language a work is written in, told from its title and abstract by franc (trigram statistics, offline),
// as an ISO 639-3 code for Dublin Core's dc:language; none when the text is too short to tell.
import { franc } from "franc-min";
import { CJK } from "./csl/csl-names.js";

/**
 * Below this many characters franc guesses: "Findings number 3. What we found." reads as German. Chinese,
 * Japanese and Korean are told by their script, so a title alone is enough.
 */
const MIN_CHARACTERS = { alphabetic: 60, cjk: 10 };

export function workLanguage(title: string, abstract: string | null): string | undefined {
  const text = `${title}. ${abstract ?? ""}`.trim();
  const minLength = CJK.test(text) ? MIN_CHARACTERS.cjk : MIN_CHARACTERS.alphabetic;
  const language = franc(text, { minLength });
  return language === "und" ? undefined : language;
}
