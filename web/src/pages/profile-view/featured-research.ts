// How Featured Research lists publications: the member's chosen works (or, with none chosen, the 4 most read),
// the first 4 unless expanded, with month-year dates.
import type { DatePrecision } from "@scholarly/contract";
export const FEATURED_COUNT = 4;

/**
 * The chosen publications in the chosen order; with none chosen (or none left), every publication, most read
 * first, so the 4 shown are the most read and 'View All Research' still opens the rest.
 */
export function featuredChoice<T extends { id: number; reads: number }>(
  publications: readonly T[],
  chosenIds: readonly number[],
): T[] {
  const byId = new Map(publications.map((publication) => [publication.id, publication]));
  const chosen = chosenIds.flatMap((id) => byId.get(id) ?? []);
  if (chosen.length > 0) return chosen;
  return [...publications].sort((a, b) => b.reads - a.reads);
}

export function featuredPublications<T>(publications: readonly T[], expanded: boolean): T[] {
  return expanded ? [...publications] : publications.slice(0, FEATURED_COUNT);
}

/** 'January 2024' from a yyyy-MM-dd publication date ('2024' when only the year is known), else 'No Date'. */
export function monthYear(date: string | null | undefined, precision: DatePrecision = "day"): string {
  const match = /^(\d{4})-(\d{2})-\d{2}/.exec(date ?? "");
  if (!match) return "No Date";
  if (precision === "year") return match[1] as string;
  const value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return value.toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
}
