// Dates as the product shows them: day, short month, year ('22 Nov 2026').
import type { DatePrecision } from "@scholarly/contract";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function formatDayMonthYear(date: Date | string): string {
  const value = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return "";
  // A bare yyyy-MM-dd is a calendar day (parsed as UTC midnight), so it is shown in UTC to keep the same day.
  const timeZone = typeof date === "string" && DATE_ONLY.test(date) ? "UTC" : undefined;
  return value.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone });
}

/**
 * A publication date as precise as it is known: '2021', 'March 2021', or the full day as other dates
 * ('15 Mar 2021'). The stored date is the first day of its year or month.
 */
export function formatPublicationDate(date: string, precision: DatePrecision): string {
  if (precision === "day") return formatDayMonthYear(date);
  const value = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) return "";
  if (precision === "year") return String(value.getUTCFullYear());
  return value.toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
}

/**
 * The date a post's facts show (PostFacts' createdAt and datePrecision): when a publication appeared, as
 * precise as known, else when it was posted.
 */
export function shownDate(post: {
  publication_date: string | null;
  publication_date_precision: DatePrecision;
  created_at: string;
}): { createdAt: string; datePrecision: DatePrecision } {
  return post.publication_date
    ? { createdAt: post.publication_date, datePrecision: post.publication_date_precision }
    : { createdAt: post.created_at, datePrecision: "day" };
}
