// Whether an author entry names a given member: the same name written another way ("Doe, J.", "Jane Doe",
// "Lovelace-Nunez, A." for "Ada Lovelace-Núñez"), accents, case, hyphens and spacing aside.
import { parse as parseName } from "@citation-js/name";

/** Letters and digits only, without accents, lower case, single spaces. */
const folded = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** Family name (with its particle) and given names, each folded; undefined for a name with no family part. */
function nameParts(name: string): { family: string; given: string[] } | undefined {
  const parsed = parseName(name.trim());
  if (!parsed.family) return undefined;
  const family = folded([parsed["non-dropping-particle"], parsed.family].filter(Boolean).join(" "));
  return {
    family: family.replaceAll(" ", ""),
    given: folded(parsed.given ?? "")
      .split(" ")
      .filter(Boolean),
  };
}

/** "j" stands for "jane"; "jane" and "jane" are the same; "jane" and "joan" are not. */
const sameGiven = (one: string, other: string) =>
  one === other || (one.length === 1 && other.startsWith(one)) || (other.length === 1 && one.startsWith(other));

/** Whether two written names are one person's: the same words, or the same family name and first given name. */
export function sameAuthorName(one: string, other: string): boolean {
  const [a, b] = [folded(one), folded(other)];
  if (a.length === 0 || b.length === 0) return false;
  // Scripts written without spaces (田中太郎 / 田中 太郎) and hyphens typed as spaces compare equal here.
  if (a.replaceAll(" ", "") === b.replaceAll(" ", "")) return true;
  const [x, y] = [nameParts(one), nameParts(other)];
  if (!x || !y || x.family !== y.family) return false;
  const [firstX, firstY] = [x.given[0], y.given[0]];
  return firstX !== undefined && firstY !== undefined && sameGiven(firstX, firstY);
}
