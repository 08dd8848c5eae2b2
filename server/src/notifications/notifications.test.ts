import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { publicationForm } from "../test/forms.js";
import { notificationArrives, notificationsOf } from "../test/notifications.js";
import { buildPublication } from "../test/publication-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { waitFor } from "../test/wait-for.js";

type Member = Awaited<ReturnType<typeof buildMember>>;

describe("notifications", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const follow = (follower: Member, followed: Member) =>
    t.app.inject({
      method: "POST",
      url: "/user/follow-unfollow/follow/",
      headers: follower.headers,
      payload: { id: followed.profile.id },
    });
  const unread = async (member: Member) =>
    (await t.app.inject({ method: "GET", url: "/user/notifications/unread-count/", headers: member.headers })).json()
      .unread;
  const markRead = (member: Member, payload: object) =>
    t.app.inject({ method: "POST", url: "/user/notifications/read/", headers: member.headers, payload });

  it("tell a member who followed them, naming the follower by profile", async () => {
    const [ada, charles] = [await buildMember(t), await buildMember(t, { name: "Charles Babbage" })];
    await follow(charles, ada);
    const notification = await notificationArrives(t, ada.headers, "follow");
    expect(notification).toMatchObject({
      actor: { id: charles.profile.id, name: "Charles Babbage", profile_picture: null },
      post: null,
      read: false,
      text: "Charles Babbage started following you.",
    });
    expect(await unread(ada)).toBe(1);
  });

  it("tell every follower when someone they follow publishes", async () => {
    const author = await buildMember(t, { name: "Ada Lovelace" });
    const followers = [await buildMember(t), await buildMember(t)];
    for (const follower of followers) await follow(follower, author);
    const published = await t.app.inject({
      method: "POST",
      url: "/user/publication/publication/",
      headers: author.headers,
      payload: publicationForm({ title: "On engines" }),
    });
    const postId: number = published.json().data.id;
    for (const follower of followers) {
      const notification = await notificationArrives(t, follower.headers, "publication", postId);
      expect(notification).toMatchObject({
        actor: { id: author.profile.id, name: "Ada Lovelace" },
        post: { id: postId, type: "publication", title: "On engines" },
        text: "Ada Lovelace published “On engines”.",
      });
    }
    expect((await notificationsOf(t, author.headers)).some((item) => item.kind === "publication")).toBe(false);
  });

  it("tell a member they were added as a co-author, when the coauthor.added event says so", async () => {
    const [owner, coauthor] = [await buildMember(t, { name: "Ada Lovelace" }), await buildMember(t)];
    const publication = await buildPublication(t, { user_id: owner.user.id, title: "Joint work" });
    t.events.publish({
      type: "coauthor.added",
      kind: "publication",
      postId: publication.id,
      userId: coauthor.user.id,
      addedByUserId: owner.user.id,
    });
    const notification = await notificationArrives(t, coauthor.headers, "coauthor");
    expect(notification.text).toBe("Ada Lovelace added you as a co-author of “Joint work”.");
  });

  it("tell a member their work passed a reads milestone, once however often it is announced", async () => {
    const owner = await buildMember(t);
    const publication = await buildPublication(t, { user_id: owner.user.id, title: "Widely read" });
    const milestone = { type: "post.read-milestone", postId: publication.id, kind: "publication", reads: 100 } as const;
    t.events.publish({ ...milestone, userId: owner.user.id });
    const notification = await notificationArrives(t, owner.headers, "milestone");
    expect(notification).toMatchObject({ actor: null, text: "Your post “Widely read” passed 100 reads." });
    t.events.publish({ ...milestone, userId: owner.user.id });
    t.events.publish({ ...milestone, reads: 1000, userId: owner.user.id });
    await waitFor("the second milestone", async () => (await notificationsOf(t, owner.headers)).length === 2);
    expect((await notificationsOf(t, owner.headers)).map((item) => item.text)).toEqual([
      "Your post “Widely read” passed 1,000 reads.",
      "Your post “Widely read” passed 100 reads.",
    ]);
  });

  it("are marked read by id or all at once, and only the member's own", async () => {
    const [ada, other] = [await buildMember(t), await buildMember(t)];
    const followers = [await buildMember(t), await buildMember(t), await buildMember(t)];
    for (const follower of followers) await follow(follower, ada);
    await waitFor("three notifications", async () => (await notificationsOf(t, ada.headers)).length === 3);
    const [newest] = await notificationsOf(t, ada.headers);
    expect((await markRead(other, { ids: [newest?.id] })).json()).toEqual({ unread: 0 });
    expect(await unread(ada)).toBe(3);
    expect((await markRead(ada, { ids: [newest?.id] })).json()).toEqual({ unread: 2 });
    expect((await notificationsOf(t, ada.headers))[0]?.read).toBe(true);
    expect((await markRead(ada, { all: true })).json()).toEqual({ unread: 0 });
    expect((await markRead(ada, {})).json().error).toBe("Send ids (a list of notification ids) or all: true.");
  });

  it("come newest first, a page at a time, with the unread count", async () => {
    const ada = await buildMember(t);
    for (let index = 0; index < 3; index += 1) await follow(await buildMember(t), ada);
    await waitFor("three notifications", async () => (await notificationsOf(t, ada.headers)).length === 3);
    const page = await t.app.inject({
      method: "GET",
      url: "/user/notifications/?page=2&limit=2",
      headers: ada.headers,
    });
    expect(page.json()).toMatchObject({
      count: 3,
      unread: 3,
      next: null,
      previous: "/user/notifications/?page=1&limit=2",
    });
    expect(page.json().results).toHaveLength(1);
    expect((await t.app.inject({ method: "GET", url: "/user/notifications/" })).statusCode).toBe(401);
  });
});
