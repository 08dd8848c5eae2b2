// Calendar arithmetic on UTC days (yyyy-MM-dd) and months (yyyy-MM), the units stats are kept and shown in.

const DAY_MS = 86_400_000;

/** The UTC day a moment falls on. */
export const utcDay = (moment: Date): string => moment.toISOString().slice(0, 10);

const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

export const addDays = (day: string, days: number): string => utcDay(new Date(dayStart(day) + days * DAY_MS));

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((dayStart(to) - dayStart(from)) / DAY_MS) + 1;

export const monthOf = (day: string): string => day.slice(0, 7);

export function addMonths(month: string, months: number): string {
  const [year = 0, monthNumber = 1] = month.split("-").map(Number);
  const moved = new Date(Date.UTC(year, monthNumber - 1 + months, 1));
  return moved.toISOString().slice(0, 7);
}

/** Months from `from` to `to` (yyyy-MM), both included. */
export function monthsBetween(from: string, to: string): number {
  const [fromYear = 0, fromMonth = 0] = from.split("-").map(Number);
  const [toYear = 0, toMonth = 0] = to.split("-").map(Number);
  return (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
}

/** Every day, or every month, from the first to the last, both included. */
export function daysFrom(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(from, index));
}

export function monthsFrom(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addMonths(from, index));
}
