// How Featured Research lists publications: the first 4 unless expanded, with month-year dates.
export const FEATURED_COUNT = 4;

export function featuredPublications<T>(publications: readonly T[], expanded: boolean): T[] {
  return expanded ? [...publications] : publications.slice(0, FEATURED_COUNT);
}

/** 'January 2024' from a yyyy-MM-dd publication date, else 'No Date'. */
export function monthYear(date: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-\d{2}/.exec(date ?? "");
  if (!match) return "No Date";
  const value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return value.toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
}
