import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestMail } from "../test/account-factories.js";
import { buildMember } from "../test/factories.js";
import { publicationForm } from "../test/forms.js";
import { jobsWithKey, waitUntilIdle } from "../test/job-states.js";
import { notificationArrives } from "../test/notifications.js";
import { buildPublication } from "../test/publication-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { waitFor } from "../test/wait-for.js";
import { emailJob, fanOutJob, notifyJob } from "./notification-jobs.js";

type Member = Awaited<ReturnType<typeof buildMember>>;
const SETTINGS = "/user/notifications/settings/";

describe("notification e-mails", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: "https://scholarly.example" });
  });
  afterAll(() => t.close());

  const follow = (follower: Member, followed: Member) =>
    t.app.inject({
      method: "POST",
      url: "/user/follow-unfollow/follow/",
      headers: follower.headers,
      payload: { id: followed.profile.id },
    });
  const change = (member: Member, payload: object) =>
    t.app.inject({ method: "PATCH", url: SETTINGS, headers: member.headers, payload });
  const settled = async () => {
    for (const kind of [notifyJob, fanOutJob, emailJob]) await waitUntilIdle(t.db, kind);
  };
  const unsubscribeUrl = (mail: string) => {
    const url = mail.match(/To stop these e-mails, open this link: (\S+)/)?.[1];
    if (!url) throw new Error("no unsubscribe link in the e-mail");
    return url.replace("https://scholarly.example", "");
  };

  it("are all off by default except full-text requests and fediverse replies, and the member changes them", async () => {
    const member = await buildMember(t);
    const defaults = await t.app.inject({ method: "GET", url: SETTINGS, headers: member.headers });
    expect(defaults.json()).toEqual({
      data: {
        email_on_follow: false,
        email_on_publication: false,
        email_on_full_text_request: true,
        email_on_fediverse_reply: true,
        weekly_digest: false,
      },
    });
    const changed = await change(member, { email_on_follow: true, weekly_digest: true });
    expect(changed.json().data).toMatchObject({
      email_on_follow: true,
      weekly_digest: true,
      email_on_publication: false,
    });
    expect((await change(member, { email_on_everything: true })).statusCode).toBe(400);
  });

  it("are not sent when the member has not asked for them", async () => {
    const [ada, charles] = [await buildMember(t), await buildMember(t)];
    await follow(charles, ada);
    await notificationArrives(t, ada.headers, "follow");
    await settled();
    expect(await t.mailsTo(ada.user.email)).toEqual([]);
  });

  it("are sent from the job queue when asked for, with one-click unsubscribe headers", async () => {
    const [ada, charles] = [await buildMember(t), await buildMember(t, { name: "Charles Babbage" })];
    await change(ada, { email_on_follow: true });
    await follow(charles, ada);
    await waitFor("the e-mail", async () => (await t.mailsTo(ada.user.email)).length === 1);
    const mail = await latestMail(t, ada.user.email);
    expect(mail).toContain("Subject: Charles Babbage started following you on Scholarly");
    expect(mail).toContain("Charles Babbage started following you.");
    // Long headers are folded onto the next line; unfolded, each is one line.
    const header = mail.replace(/\r?\n[ \t]+/g, " ").match(/List-Unsubscribe: <(\S+)>/)?.[1];
    expect(header).toMatch(/^https:\/\/scholarly\.example\/user\/notifications\/unsubscribe\/\?token=/);
    expect(header?.replace("https://scholarly.example", "")).toBe(unsubscribeUrl(mail));
    expect(mail).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });

  it("stop by the e-mailed link, confirmed without signing in", async () => {
    const [ada, charles] = [await buildMember(t), await buildMember(t)];
    await change(ada, { email_on_follow: true });
    await follow(charles, ada);
    await waitFor("the e-mail", async () => (await t.mailsTo(ada.user.email)).length === 1);
    const url = unsubscribeUrl(await latestMail(t, ada.user.email));

    const asked = await t.app.inject({ method: "GET", url });
    expect(asked.json()).toEqual({
      message: "Confirm to stop receiving these e-mails.",
      setting: "email_on_follow",
      subscribed: true,
    });
    const page = await t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("Stop e-mails when someone follows you?");

    const oneClick = await t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toMatchObject({ message: "You will no longer receive these e-mails.", subscribed: false });
    const settings = await t.app.inject({ method: "GET", url: SETTINGS, headers: ada.headers });
    expect(settings.json().data.email_on_follow).toBe(false);

    const forged = url.replace(/\.([\w-]+)$/, ".AAAA$1").slice(0, url.length);
    expect((await t.app.inject({ method: "POST", url: forged })).statusCode).toBe(404);
    const someoneElse = url.replace(/token=\d+/, `token=${charles.user.id}`);
    expect((await t.app.inject({ method: "POST", url: someoneElse })).statusCode).toBe(404);
  });

  it("tell authors of full-text requests by default", async () => {
    const [author, reader] = [await buildMember(t), await buildMember(t, { name: "Mary Somerville" })];
    const publication = await buildPublication(t, { user_id: author.user.id, upload_mode: "private" });
    await t.app.inject({
      method: "POST",
      url: "/user/publication/request-full-text/",
      headers: reader.headers,
      payload: { id: publication.id, message: "May I read it?" },
    });
    await waitFor("the e-mail", async () => (await t.mailsTo(author.user.email)).length === 1);
    const mail = await latestMail(t, author.user.email);
    expect(mail).toContain("Subject: Mary Somerville requested the full text of your work");
    expect(mail).toContain("May I read it?");
  });

  it("are not sent to authors who turned full-text requests off, even by a job queued before they did", async () => {
    const [author, reader] = [await buildMember(t), await buildMember(t)];
    expect((await change(author, { email_on_full_text_request: false })).json().data).toMatchObject({
      email_on_full_text_request: false,
    });
    const publication = await buildPublication(t, { user_id: author.user.id, upload_mode: "private" });
    await t.app.inject({
      method: "POST",
      url: "/user/publication/request-full-text/",
      headers: reader.headers,
      payload: { id: publication.id },
    });
    const notification = await notificationArrives(t, author.headers, "full_text_request");
    // As if the e-mail had been queued just before the author changed the setting.
    await t.jobs.send(emailJob, { notificationId: notification.id });
    await settled();
    expect(await t.mailsTo(author.user.email)).toEqual([]);
  });

  it("go to followers who asked for publication e-mails only", async () => {
    const author = await buildMember(t);
    const [wanting, silent] = [await buildMember(t), await buildMember(t)];
    await change(wanting, { email_on_publication: true });
    for (const follower of [wanting, silent]) await follow(follower, author);
    await t.app.inject({
      method: "POST",
      url: "/user/publication/publication/",
      headers: author.headers,
      payload: publicationForm({ title: "News" }),
    });
    await waitFor("the e-mail", async () => (await t.mailsTo(wanting.user.email)).length === 1);
    await settled();
    expect(await t.mailsTo(silent.user.email)).toEqual([]);
  });
});

describe("publishing to many followers", () => {
  let t: TestApp;
  beforeAll(async () => {
    // No workers: what publishing leaves behind is exactly what it queued.
    t = await createTestApp({ WORKER: "off" });
  });
  afterAll(() => t.close());

  it("queues one fan-out job and notifies nobody within the request", async () => {
    const author = await buildMember(t);
    const follower = await buildMember(t);
    await t.app.inject({
      method: "POST",
      url: "/user/follow-unfollow/follow/",
      headers: follower.headers,
      payload: { id: author.profile.id },
    });
    const published = await t.app.inject({
      method: "POST",
      url: "/user/publication/publication/",
      headers: author.headers,
      payload: publicationForm(),
    });
    expect(published.statusCode).toBe(201);
    const key = `publication:${published.json().data.id}`;
    await waitFor("the fan-out job", async () => (await jobsWithKey(t.db, fanOutJob, key)).length === 1);
    const made = await t.db.selectFrom("notifications").select("id").where("kind", "=", "publication").execute();
    expect(made).toEqual([]);
  });
});

describe("a notification e-mail while the mail server is down", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9: every delivery attempt is refused.
    t = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:9" });
  });
  afterAll(() => t.close());

  it("is kept in the queue to be tried again, not lost", async () => {
    const [author, reader] = [await buildMember(t), await buildMember(t)];
    const publication = await buildPublication(t, { user_id: author.user.id, upload_mode: "private" });
    await t.app.inject({
      method: "POST",
      url: "/user/publication/request-full-text/",
      headers: reader.headers,
      payload: { id: publication.id },
    });
    const notification = await notificationArrives(t, author.headers, "full_text_request");
    const jobs = () => jobsWithKey(t.db, emailJob, String(notification.id));
    await waitFor("a retry", async () => (await jobs()).some((job) => job.state === "retry"));
    expect(await jobs()).toHaveLength(1);
  });
});
