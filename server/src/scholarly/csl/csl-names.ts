// People's names between our "Given Family" display strings and CSL's parts, in every script: names written
// in Chinese, Japanese or Korean put the family name first ("田中 太郎" is Tanaka Tarō), and a comma form
// ("山田, 花子", "Lovelace-Núñez, Ada") says which part is the family name whatever the script.
import { parse as parseName } from "@citation-js/name";
import type { CslName } from "./csl-item.js";

/** Chinese, Japanese or Korean script. */
export const CJK = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u;

/** A display name as CSL parts; a single word that is no person's name stays whole. */
export function cslName(name: string): CslName {
  const trimmed = name.trim();
  if (CJK.test(trimmed) && !trimmed.includes(",")) {
    const [family = "", ...given] = trimmed.split(/\s+/);
    return given.length > 0 ? { family, given: given.join(" ") } : { literal: trimmed };
  }
  const parsed = parseName(trimmed);
  if (!parsed.family) return { literal: trimmed };
  return Object.fromEntries(Object.entries(parsed).filter(([, part]) => part)) as CslName;
}

/** "Given Family" (particles and suffix in place), family first for CJK names, or an organisation's name. */
export function displayName(name: CslName): string {
  if (name.literal) return name.literal.trim();
  if (CJK.test(`${name.family ?? ""}${name.given ?? ""}`)) {
    return [name.family, name.given].filter((part) => part?.trim()).join(" ");
  }
  return [name.given, name["dropping-particle"], name["non-dropping-particle"], name.family, name.suffix]
    .filter((part) => part?.trim())
    .join(" ");
}

/** The parts a family-name-first list (BibTeX, RIS, Dublin Core) writes: "van", "Beethoven", "Ludwig". */
export interface FamilyFirst {
  particle: string;
  family: string;
  given: string;
  suffix: string;
  /** An organisation's name, or a person's that could not be split. */
  literal?: string;
}

export function familyFirst(name: CslName): FamilyFirst {
  const joined = (...parts: (string | undefined)[]) =>
    parts
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(" ");
  const given = joined(name.given, name["dropping-particle"]);
  const family = joined(name.family);
  if (!family) return { particle: "", family: "", given: "", suffix: "", literal: name.literal?.trim() || given };
  return { particle: joined(name["non-dropping-particle"]), family, given, suffix: joined(name.suffix) };
}
