// The range a post's stats cover: the defaults (the last 30 days by day, the last 12 months by month), the
// limits, and the zero-filled series over it.
import {
  MAX_STATS_DAYS,
  MAX_STATS_MONTHS,
  STATS_MESSAGES,
  type StatsInterval,
  type StatsPoint,
} from "@scholarly/contract";
import { badRequest } from "../http/http-error.js";
import { addDays, addMonths, daysBetween, daysFrom, monthOf, monthsBetween, monthsFrom } from "./calendar.js";
import type { DayCounts } from "./stats-store.js";

export interface StatsRange {
  interval: StatsInterval;
  from: string;
  to: string;
}

const DEFAULT_DAYS = 30;
const DEFAULT_MONTHS = 12;

export function statsRange(
  asked: { interval: StatsInterval; from?: string | undefined; to?: string | undefined },
  today: string,
): StatsRange {
  const { interval } = asked;
  const to = asked.to ?? today;
  const from =
    asked.from ??
    (interval === "day" ? addDays(to, 1 - DEFAULT_DAYS) : `${addMonths(monthOf(to), 1 - DEFAULT_MONTHS)}-01`);
  if (from > to) throw badRequest(STATS_MESSAGES.fromAfterTo, { from: STATS_MESSAGES.fromAfterTo });
  if (interval === "day" && daysBetween(from, to) > MAX_STATS_DAYS) {
    throw badRequest(STATS_MESSAGES.tooManyDays, { to: STATS_MESSAGES.tooManyDays });
  }
  if (interval === "month" && monthsBetween(monthOf(from), monthOf(to)) > MAX_STATS_MONTHS) {
    throw badRequest(STATS_MESSAGES.tooManyMonths, { to: STATS_MESSAGES.tooManyMonths });
  }
  return { interval, from, to };
}

/** Every day (yyyy-MM-dd) or month (yyyy-MM) of the range, with the counts of the days that had any. */
export function seriesOver(range: StatsRange, days: readonly DayCounts[]): StatsPoint[] {
  const steps =
    range.interval === "day"
      ? daysFrom(range.from, daysBetween(range.from, range.to))
      : monthsFrom(monthOf(range.from), monthsBetween(monthOf(range.from), monthOf(range.to)));
  const points = new Map(steps.map((date) => [date, { date, reads: 0, downloads: 0 }]));
  for (const day of days) {
    const point = points.get(range.interval === "day" ? day.day : monthOf(day.day));
    if (!point) continue;
    point.reads += day.reads;
    point.downloads += day.downloads;
  }
  return [...points.values()];
}
