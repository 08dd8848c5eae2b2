// A post's stats over a range and a member's stats; public, like a repository's usage statistics. Each answer
// first writes the events still waiting, so this instance's counts are exact.
import { PUBLICATION_MESSAGES, STATS_MESSAGES, statsEndpoints } from "@scholarly/contract";
import { followStore } from "../follows/follow-store.js";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { notFound } from "../http/http-error.js";
import { memberStore } from "../members/member-store.js";
import { addMonths, monthOf, monthsFrom, utcDay } from "./calendar.js";
import { seriesOver, statsRange } from "./stats-range.js";
import { statsStore } from "./stats-store.js";

const MONTHS_SHOWN = 12;
const TOP_WORKS = 5;

export const statsRoutes: DomainRoutes = (route, { db, stats, clock }) => {
  const store = statsStore(db);
  const profiles = memberStore(db);

  route(statsEndpoints.postStats, async ({ query }) => {
    const range = statsRange(query, utcDay(clock()));
    if ((await store.ownerOf(query.type, query.id)) === undefined) throw notFound(PUBLICATION_MESSAGES.postNotFound);
    await stats.flush();
    const days = await store.daysOf(query.type, query.id, range);
    const sum = (count: (day: (typeof days)[number]) => number) => days.reduce((total, day) => total + count(day), 0);
    return {
      data: {
        reads: sum((day) => day.reads),
        downloads: sum((day) => day.downloads),
        unique_readers: sum((day) => day.unique_readers),
        series: seriesOver(range, days),
      },
    };
  });

  route(statsEndpoints.profileStats, async ({ query }) => {
    const profile = await profiles.byId(query.id);
    if (!profile) throw notFound(STATS_MESSAGES.profileNotFound);
    await stats.flush();
    const firstMonth = addMonths(monthOf(utcDay(clock())), 1 - MONTHS_SHOWN);
    const [totals, follows, months, mostRead] = await Promise.all([
      store.memberTotals(profile.user_id),
      followStore(db).followCounts(profile.id),
      store.monthsOf(profile.user_id, `${firstMonth}-01`),
      store.mostRead(profile.user_id, TOP_WORKS),
    ]);
    const byMonth = new Map(months.map((month) => [month.month, month]));
    return {
      data: {
        ...totals,
        followers: follows.followers_count,
        series: monthsFrom(firstMonth, MONTHS_SHOWN).map(
          (month) => byMonth.get(month) ?? { month, reads: 0, downloads: 0 },
        ),
        top: mostRead.map((work) => ({ id: work.post_id, type: work.kind, title: work.title, reads: work.reads })),
      },
    };
  });
};
