// The week a weekly digest reports: the last whole week, Monday to Sunday (UTC), before the moment it runs, so a
// late or repeated run still reports, and records, the same week.
import { addDays, utcDay } from "../stats/calendar.js";

export interface DigestWeek {
  /** The Monday the week starts on (yyyy-MM-dd); the week's key in weekly_digests. */
  start: string;
  /** The Monday after, not part of the week. */
  end: string;
}

export function weekBefore(now: Date): DigestWeek {
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  const end = addDays(utcDay(now), -daysSinceMonday);
  return { start: addDays(end, -7), end };
}
