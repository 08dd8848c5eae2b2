// Dates as the product shows them: day, short month, year ('22 Nov 2026').
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function formatDayMonthYear(date: Date | string): string {
  const value = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return "";
  // A bare yyyy-MM-dd is a calendar day (parsed as UTC midnight), so it is shown in UTC to keep the same day.
  const timeZone = typeof date === "string" && DATE_ONLY.test(date) ? "UTC" : undefined;
  return value.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone });
}
