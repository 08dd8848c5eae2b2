// The "from – to" line of a portfolio entry on a CV, as the portfolio cards show it.

const part = (month: string | null, year: string | number | null) =>
  [month, year].filter((value) => value !== null && value !== "").join(" ");

export function describePeriod(
  startMonth: string | null,
  startYear: string | number | null,
  endMonth: string | null,
  endYear: string | number | null,
  current = false,
): string {
  const start = part(startMonth, startYear);
  const end = current ? "Present" : part(endMonth, endYear);
  if (!start && !end) return "";
  return [start || "?", end || "?"].join(" – ");
}
