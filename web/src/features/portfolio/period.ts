// Months, start years and the "from – to" line shown on portfolio cards.
import { MONTHS, START_YEAR_SPAN } from "@scholarly/contract";

type Month = (typeof MONTHS)[number];

/** The last 50 years, newest first. */
export function startYears(today = new Date()): number[] {
  const year = today.getFullYear();
  return Array.from({ length: START_YEAR_SPAN }, (_, index) => year - index);
}

export interface Period {
  startMonth?: string | null;
  startYear?: string | number | null;
  endMonth?: string | null;
  endYear?: string | number | null;
  current?: boolean;
}

const part = (month?: string | null, year?: string | number | null) =>
  [month, year].filter((value) => value !== null && value !== undefined && value !== "").join(" ");

export function describePeriod(period: Period): string {
  const start = part(period.startMonth, period.startYear);
  const end = period.current ? "Present" : part(period.endMonth, period.endYear);
  if (!start && !end) return "Duration not specified";
  return [start || "?", end || "?"].join(" – ");
}

/** A stored month as the forms' month choices hold it; anything else is no choice. */
export function monthOf(value: string | null | undefined): Month | undefined {
  return MONTHS.find((month) => month === value);
}
