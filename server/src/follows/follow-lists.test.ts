import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const FOLLOWERS = "/user/follow-unfollow/followers/";
const FOLLOWING = "/user/follow-unfollow/following/";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildMember>>;

/** `follower` follows `followed`, the later calls the newer follows. */
async function follow(follower: Member, followed: Member, at: Date) {
  await t.db
    .insertInto("follows")
    .values({ follower_profile_id: follower.profile.id, followed_profile_id: followed.profile.id, created_at: at })
    .execute();
}

const list = (viewer: Member, url: string) => t.app.inject({ method: "GET", url, headers: viewer.headers });

describe("followers and following lists", () => {
  it("list a profile's followers, newest follow first, with name, picture and institution", async () => {
    const member = await buildMember(t);
    const older = await buildMember(t, { name: "Grace Hopper" });
    const newer = await buildMember(t, { name: "Ada Lovelace" });
    await follow(older, member, new Date("2026-01-01T10:00:00Z"));
    await follow(newer, member, new Date("2026-02-01T10:00:00Z"));

    const response = await list(older, `${FOLLOWERS}?id=${member.profile.id}`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      count: 2,
      next: null,
      previous: null,
      results: [
        { id: newer.profile.id, name: "Ada Lovelace", profile_picture: null, institution: "University of Testing" },
        { id: older.profile.id, name: "Grace Hopper", profile_picture: null, institution: "University of Testing" },
      ],
    });
  });

  it("list the profiles a profile follows", async () => {
    const member = await buildMember(t);
    const followed = await buildMember(t, { name: "Rosalind Franklin" });
    const follower = await buildMember(t);
    await follow(member, followed, new Date());
    await follow(follower, member, new Date());

    const response = await list(follower, `${FOLLOWING}?id=${member.profile.id}`);

    expect(response.json()).toMatchObject({
      count: 1,
      results: [{ id: followed.profile.id, name: "Rosalind Franklin" }],
    });
  });

  it("come in pages of 20 with links to the neighbouring pages", async () => {
    const member = await buildMember(t);
    for (let index = 0; index < 21; index++) {
      await follow(await buildMember(t), member, new Date(Date.UTC(2026, 0, 1, 0, index)));
    }

    const first = (await list(member, `${FOLLOWERS}?id=${member.profile.id}`)).json();
    const second = (await list(member, `${FOLLOWERS}?id=${member.profile.id}&page=2`)).json();

    expect(first).toMatchObject({ count: 21, previous: null, next: `${FOLLOWERS}?id=${member.profile.id}&page=2` });
    expect(first.results).toHaveLength(20);
    expect(second).toMatchObject({ count: 21, next: null, previous: `${FOLLOWERS}?id=${member.profile.id}&page=1` });
    expect(second.results).toHaveLength(1);
  });

  it("are empty for a profile nobody follows and that follows nobody", async () => {
    const member = await buildMember(t);

    for (const path of [FOLLOWERS, FOLLOWING]) {
      expect((await list(member, `${path}?id=${member.profile.id}`)).json()).toEqual({
        count: 0,
        next: null,
        previous: null,
        results: [],
      });
    }
  });

  it("answer 404 'User not found.' for an unknown profile and 400 without a profile id", async () => {
    const member = await buildMember(t);

    const unknown = await list(member, `${FOLLOWERS}?id=2147483000`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("User not found.");
    expect((await list(member, FOLLOWING)).statusCode).toBe(400);
    expect((await list(member, `${FOLLOWING}?id=me`)).statusCode).toBe(400);
  });

  it("need a signed-in member", async () => {
    const member = await buildMember(t);

    const response = await t.app.inject({ method: "GET", url: `${FOLLOWERS}?id=${member.profile.id}` });

    expect(response.statusCode).toBe(401);
  });
});
