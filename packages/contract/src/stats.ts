// Reads and downloads of posts (COUNTER-style), per post and per member.
import { z } from "zod";
import { dataOf, isStorableDay, MAX_RECORD_ID, recordId, STORABLE_DAYS } from "./common.js";
import { POST_TYPES, postType } from "./feed.js";

export const STATS_INTERVALS = ["day", "month"] as const;
export type StatsInterval = (typeof STATS_INTERVALS)[number];

/** The longest range answered day by day, and month by month. */
export const MAX_STATS_DAYS = 366;
export const MAX_STATS_MONTHS = 120;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** 2026-02-30 has the right shape but names no day. */
function isCalendarDay(day: string): boolean {
  const moment = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(moment) && new Date(moment).toISOString().startsWith(day);
}

const calendarDay = (name: string) =>
  z
    .string()
    .regex(DAY_PATTERN, `${name} must be a date written yyyy-MM-dd.`)
    .refine((day) => !DAY_PATTERN.test(day) || isCalendarDay(day), `${name} is not a calendar date.`)
    .refine(
      (day) => !DAY_PATTERN.test(day) || isStorableDay(day),
      `${name} must lie between ${STORABLE_DAYS.first} and ${STORABLE_DAYS.last}.`,
    );

/** GET /user/publication/stats/?id=&type=&interval=&from=&to= ; the range defaults to the last 30 days by day. */
export const postStatsQuery = z.object({
  id: recordId,
  type: postType.default("publication"),
  interval: z.enum(STATS_INTERVALS, { error: "interval must be day or month." }).default("day"),
  from: calendarDay("from").optional(),
  to: calendarDay("to").optional(),
});
export type PostStatsQuery = z.input<typeof postStatsQuery>;

/** One step of a series: a day (yyyy-MM-dd) or a month (yyyy-MM). Steps without events are there with zeros. */
export const statsPoint = z.object({
  date: z.string(),
  reads: z.number().int(),
  downloads: z.number().int(),
});
export type StatsPoint = z.infer<typeof statsPoint>;

export const postStats = z.object({
  /** Every read that passed the robot, owner and 30-second filters (COUNTER investigations). */
  reads: z.number().int(),
  /** Document fetches that passed the same filters; a viewer's range requests for one document count once. */
  downloads: z.number().int(),
  /** Different readers of each day, added up over the days of the range. */
  unique_readers: z.number().int(),
  series: z.array(statsPoint),
});
export type PostStats = z.infer<typeof postStats>;
export const postStatsResponse = dataOf(postStats);

export const profileIdQuery = z.object({
  id: z.coerce
    .number({ error: "id must be a profile id." })
    .int("id must be a profile id.")
    .positive("id must be a profile id.")
    .max(MAX_RECORD_ID, "id is out of range."),
});

export const monthlyStats = z.object({ month: z.string(), reads: z.number().int(), downloads: z.number().int() });
export type MonthlyStats = z.infer<typeof monthlyStats>;

export const topWork = z.object({
  id: z.number().int(),
  type: z.enum(POST_TYPES),
  title: z.string(),
  reads: z.number().int(),
});
export type TopWork = z.infer<typeof topWork>;

export const profileStats = z.object({
  reads: z.number().int(),
  downloads: z.number().int(),
  followers: z.number().int(),
  publications: z.number().int(),
  /** Exactly 12 months, oldest first, the current month last. */
  series: z.array(monthlyStats),
  /** The member's five most-read works, most read first. */
  top: z.array(topWork),
});
export type ProfileStats = z.infer<typeof profileStats>;
export const profileStatsResponse = dataOf(profileStats);

export const STATS_MESSAGES = {
  fromAfterTo: "from must not be after to.",
  tooManyDays: `A range by day may span at most ${MAX_STATS_DAYS} days; ask by month.`,
  tooManyMonths: `A range by month may span at most ${MAX_STATS_MONTHS} months.`,
  profileNotFound: "Profile not found.",
} as const;
