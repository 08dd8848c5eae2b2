// The weekly digest e-mail: a few lines on a member's week, only what happened, with the same one-click
// unsubscribe as every other e-mail (it turns weekly_digest off).
import type { PostType } from "@scholarly/contract";
import type { AppContext } from "../app-context.js";
import { backgroundOrigin } from "../http/site-origin.js";
import { addDays } from "../stats/calendar.js";
import type { DigestWeek } from "./digest-week.js";
import { notificationStore } from "./notification-store.js";
import { emailFooter, unsubscribeHeaders, unsubscribeLinks } from "./unsubscribe-links.js";
import { type NewWork, type WeeklySummary, weeklyDigestStore } from "./weekly-digest-store.js";

const numbers = new Intl.NumberFormat("en-GB");
const dayAndMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone: "UTC" });
const year = new Intl.DateTimeFormat("en-GB", { year: "numeric", timeZone: "UTC" });

const counted = (count: number, one: string, many: string) => `${numbers.format(count)} ${count === 1 ? one : many}`;

const UNTITLED: Record<PostType, string> = {
  publication: "a publication",
  code: "some code",
  image: "a picture",
  video: "a video",
};

const workLine = ({ author, kind, title }: NewWork) => `  - ${author}: ${title ? `“${title}”` : UNTITLED[kind]}`;

const isEmpty = (summary: WeeklySummary) =>
  summary.newFollowers + summary.reads + summary.downloads + summary.newWorksCount === 0;

/** "16 November to 22 November 2026": the Monday to the Sunday, in plain ASCII for the subject line. */
export function weekName(week: DigestWeek): string {
  const monday = new Date(`${week.start}T00:00:00Z`);
  const sunday = new Date(`${addDays(week.end, -1)}T00:00:00Z`);
  return `${dayAndMonth.format(monday)} to ${dayAndMonth.format(sunday)} ${year.format(sunday)}`;
}

function summaryLines(summary: WeeklySummary): string[] {
  const lines: string[] = [];
  if (summary.newFollowers > 0) lines.push(`- ${counted(summary.newFollowers, "new follower", "new followers")}`);
  if (summary.reads + summary.downloads > 0) {
    const reads = counted(summary.reads, "read", "reads");
    const downloads = counted(summary.downloads, "download", "downloads");
    lines.push(`- ${reads} and ${downloads} of your works`);
  }
  if (summary.newWorksCount > 0) {
    const works = counted(summary.newWorksCount, "new work", "new works");
    lines.push(`- ${works} by people you follow:`, ...summary.newWorks.map(workLine));
    const unnamed = summary.newWorksCount - summary.newWorks.length;
    if (unnamed > 0) lines.push(`  - and ${numbers.format(unnamed)} more`);
  }
  return lines;
}

export function weeklyDigestEmailer({ db, mailer, config }: Pick<AppContext, "db" | "mailer" | "config">) {
  const digests = weeklyDigestStore(db);
  const notifications = notificationStore(db);
  const unsubscribe = unsubscribeLinks(config);
  const origin = backgroundOrigin(config);

  return {
    /**
     * Sends the member the week's digest, unless it went out already, they turned it off since, or nothing
     * happened; records the week once sent.
     */
    async send(userId: number, week: DigestWeek): Promise<void> {
      if (await digests.wasSent(userId, week)) return;
      if (!(await notifications.settingsOf(userId)).weekly_digest) return;
      const to = await notifications.emailOf(userId);
      const summary = await digests.summary(userId, week);
      if (!to || isEmpty(summary)) return;
      const link = unsubscribe.link({ userId, setting: "weekly_digest" });
      await mailer.send({
        to,
        subject: `Your week on Scholarly, ${weekName(week)}`,
        text: [
          `Your week on Scholarly, ${weekName(week)}:`,
          summaryLines(summary).join("\n"),
          `See your stats: ${origin}/profile-view?tab=stats`,
          ...emailFooter(origin, link),
        ].join("\n\n"),
        headers: unsubscribeHeaders(link),
      });
      await digests.recordSent(userId, week);
    },
  };
}
