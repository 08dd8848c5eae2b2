import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../stats/calendar.js";
import { latestMail } from "../test/account-factories.js";
import { BROWSER_USER_AGENT, buildMember } from "../test/factories.js";
import { pdfBytes } from "../test/file-fixtures.js";
import { publicationForm } from "../test/forms.js";
import { schedulesOf, waitUntilIdle } from "../test/job-states.js";
import { buildGalleryImage, buildPublication } from "../test/post-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { testClock } from "../test/test-clock.js";
import { weekBefore } from "./digest-week.js";
import { weekName } from "./weekly-digest-email.js";
import { digestEmailJob, WEEKLY_DIGEST_CRON, weeklyDigestJob } from "./weekly-digest-jobs.js";

type Member = Awaited<ReturnType<typeof buildMember>>;

// Follows and posts are stamped by the database's clock, so the test clock starts now; the digest then runs
// on the Monday after, and reports this week.
const clock = testClock();
const thisWeek = weekBefore(new Date(Date.parse(`${addDays(weekBefore(clock()).end, 7)}T07:00:00Z`)));
const digestDay = (weeksLater = 0) => `${addDays(thisWeek.end, 7 * weeksLater)}T07:00:00Z`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://scholarly.example" }, { clock });
});
afterAll(() => t.close());

const wantDigest = (member: Member, weekly_digest = true) =>
  t.app.inject({
    method: "PATCH",
    url: "/user/notifications/settings/",
    headers: member.headers,
    payload: { weekly_digest },
  });
const follow = (follower: Member, followed: Member) =>
  t.app.inject({
    method: "POST",
    url: "/user/follow-unfollow/follow/",
    headers: follower.headers,
    payload: { id: followed.profile.id },
  });
const browser = { "user-agent": BROWSER_USER_AGENT };

/** Runs the scheduled job as its schedule would, and waits for every digest it queued. */
async function runWeeklyDigest(at: string) {
  clock.set(at);
  await t.jobs.send(weeklyDigestJob, {});
  await waitUntilIdle(t.db, weeklyDigestJob);
  await waitUntilIdle(t.db, digestEmailJob);
}

/** A member with a week to report: two new followers, a read, a download, and a new work by someone they follow. */
async function busyWeek() {
  const ada = await buildMember(t, { name: "Ada Lovelace" });
  const charles = await buildMember(t, { name: "Charles Babbage" });
  const mary = await buildMember(t);
  for (const follower of [charles, mary]) expect((await follow(follower, ada)).statusCode).toBe(201);
  await follow(ada, charles);
  const published = await t.app.inject({
    method: "POST",
    url: "/user/publication/publication/",
    headers: charles.headers,
    payload: publicationForm({ title: "Analytical notes" }),
  });
  expect(published.statusCode).toBe(201);

  const paper = await buildPublication(t, { userId: ada.user.id, document: pdfBytes() });
  await t.app.inject({ method: "GET", url: `/user/publication/home/?id=${paper.id}`, headers: mary.headers });
  await t.app.inject({ method: "GET", url: `/media/${paper.upload_document}`, headers: browser });
  // The stats answer writes every read and download served before it, as the recorder does within seconds.
  const stats = await t.app.inject({ method: "GET", url: `/user/publication/stats/?id=${paper.id}` });
  expect(stats.json().data).toMatchObject({ reads: 1, downloads: 1 });
  return ada;
}

describe("the weekly digest", () => {
  it("is scheduled every Monday morning (UTC) in the job queue", async () => {
    expect(await schedulesOf(t.db, weeklyDigestJob)).toEqual([{ cron: WEEKLY_DIGEST_CRON, timezone: "UTC" }]);
    expect(WEEKLY_DIGEST_CRON).toBe("0 7 * * 1");
  });

  it("tells a member who asked for it what their week held, once, with a one-click unsubscribe", async () => {
    clock.set(new Date());
    const ada = await busyWeek();
    // A follower from the week before is not news this week.
    const old = await buildMember(t);
    await t.db
      .insertInto("follows")
      .values({
        follower_profile_id: old.profile.id,
        followed_profile_id: ada.profile.id,
        created_at: `${addDays(thisWeek.start, -3)}T12:00:00Z`,
      })
      .execute();
    await wantDigest(ada);

    await runWeeklyDigest(digestDay());
    const mails = await t.mailsTo(ada.user.email);
    expect(mails).toHaveLength(1);
    const mail = await latestMail(t, ada.user.email);
    expect(mail).toContain(`Subject: Your week on Scholarly, ${weekName(thisWeek)}\n`);
    expect(mail).toContain(`Your week on Scholarly, ${weekName(thisWeek)}:`);
    expect(mail).toContain("- 2 new followers\n");
    expect(mail).toContain("- 1 read and 1 download of your works\n");
    expect(mail).toContain("- 1 new work by people you follow:\n  - Charles Babbage: “Analytical notes”");
    expect(mail).toContain("See your stats: https://scholarly.example/profile-view?tab=stats");
    expect(mail).toMatch(/List-Unsubscribe: <https:\/\/scholarly\.example\/user\/notifications\/unsubscribe\/\?token=/);
    expect(mail).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });

  it("is not sent to members who did not ask for it, nor to those with nothing to report", async () => {
    clock.set(new Date());
    const busyButSilent = await busyWeek();
    const quiet = await buildMember(t);
    await wantDigest(quiet);

    await runWeeklyDigest(digestDay());
    expect(await t.mailsTo(busyButSilent.user.email)).toEqual([]);
    expect(await t.mailsTo(quiet.user.email)).toEqual([]);
  });

  it("goes out once a week however often the job runs, and again the week after", async () => {
    clock.set(new Date());
    const ada = await busyWeek();
    await wantDigest(ada);

    await runWeeklyDigest(digestDay());
    await runWeeklyDigest(`${addDays(thisWeek.end, 2)}T10:00:00Z`);
    // Even a digest job sent again for the same member and week sends nothing.
    await t.jobs.send(digestEmailJob, { userId: ada.user.id, week: thisWeek });
    await waitUntilIdle(t.db, digestEmailJob);
    expect(await t.mailsTo(ada.user.email)).toHaveLength(1);

    // The next week someone new follows Ada, stamped inside that week.
    const newcomer = await buildMember(t);
    await t.db
      .insertInto("follows")
      .values({
        follower_profile_id: newcomer.profile.id,
        followed_profile_id: ada.profile.id,
        created_at: `${addDays(thisWeek.end, 3)}T12:00:00Z`,
      })
      .execute();
    await runWeeklyDigest(digestDay(1));
    expect(await t.mailsTo(ada.user.email)).toHaveLength(2);
    const nextWeek = await latestMail(t, ada.user.email);
    expect(nextWeek).toContain("- 1 new follower\n");
    expect(nextWeek).not.toContain("new work");
  });

  it("names the newest five works by people the member follows, and counts the rest", async () => {
    clock.set(new Date());
    const [reader, author] = [await buildMember(t), await buildMember(t, { name: "Emmy Noether" })];
    await follow(reader, author);
    const hour = (hour: number) => new Date(`${thisWeek.start}T0${hour}:00:00Z`);
    for (const number of [1, 2, 3, 4, 5]) {
      await buildPublication(t, { userId: author.user.id, title: `Note ${number}`, createdAt: hour(number) });
    }
    await buildGalleryImage(t, { userId: author.user.id, createdAt: hour(6) });
    // Published the Sunday before: last week's news.
    await buildPublication(t, {
      userId: author.user.id,
      createdAt: new Date(`${addDays(thisWeek.start, -1)}T12:00:00Z`),
    });
    await wantDigest(reader);

    await runWeeklyDigest(digestDay());
    const mail = await latestMail(t, reader.user.email);
    expect(mail).toContain(
      [
        "- 6 new works by people you follow:",
        "  - Emmy Noether: a picture",
        "  - Emmy Noether: “Note 5”",
        "  - Emmy Noether: “Note 4”",
        "  - Emmy Noether: “Note 3”",
        "  - Emmy Noether: “Note 2”",
        "  - and 1 more",
      ].join("\n"),
    );
    expect(mail).not.toContain("new follower");
  });

  it("stops by its e-mailed link, without signing in", async () => {
    clock.set(new Date());
    const ada = await busyWeek();
    await wantDigest(ada);
    await runWeeklyDigest(digestDay());
    const mail = await latestMail(t, ada.user.email);
    const link = mail.match(/To stop these e-mails, open this link: (\S+)/)?.[1];
    expect(link).toBeDefined();
    const url = (link ?? "").replace("https://scholarly.example", "");

    const page = await t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
    expect(page.body).toContain("Stop the weekly digest?");
    const oneClick = await t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.json()).toMatchObject({ setting: "weekly_digest", subscribed: false });
    const settings = await t.app.inject({ method: "GET", url: "/user/notifications/settings/", headers: ada.headers });
    expect(settings.json().data.weekly_digest).toBe(false);

    const newcomer = await buildMember(t);
    await t.db
      .insertInto("follows")
      .values({
        follower_profile_id: newcomer.profile.id,
        followed_profile_id: ada.profile.id,
        created_at: `${addDays(thisWeek.end, 3)}T12:00:00Z`,
      })
      .execute();
    await runWeeklyDigest(digestDay(1));
    expect(await t.mailsTo(ada.user.email)).toHaveLength(1);
  });
});
