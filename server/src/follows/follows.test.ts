import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember, buildUser } from "../test/factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const PATH = "/user/follow-unfollow/follow/";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildMember>>;
const follow = (member: Member, id: number | string) =>
  t.app.inject({ method: "POST", url: PATH, headers: member.headers, payload: { id } });
const unfollow = (member: Member, id: number) =>
  t.app.inject({ method: "DELETE", url: PATH, headers: member.headers, payload: { id } });
const following = async (member: Member) =>
  (await t.app.inject({ method: "GET", url: PATH, headers: member.headers })).json();

describe("following a member", () => {
  it("answers 'Successfully followed' and lists the followed profile", async () => {
    const [reader, author] = [await buildMember(t), await buildMember(t)];
    const response = await follow(reader, author.profile.id);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: "Successfully followed" });
    expect(await following(reader)).toEqual({
      results: [{ follow_user_profile: { id: author.profile.id } }],
      count: 1,
    });
  });

  it("a second follow answers 'You are already following this user.'", async () => {
    const [reader, author] = [await buildMember(t), await buildMember(t)];
    await follow(reader, author.profile.id);
    const again = await follow(reader, author.profile.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe("You are already following this user.");
    expect((await following(reader)).count).toBe(1);
  });

  it("refuses following yourself", async () => {
    const reader = await buildMember(t);
    const response = await follow(reader, reader.profile.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("You cannot follow yourself.");
  });

  it("answers 404 for a profile that does not exist and 400 for a malformed id", async () => {
    const reader = await buildMember(t);
    const missing = await follow(reader, 987654);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe("User not found.");
    for (const id of ["abc", 0, 99999999999]) {
      const malformed = await follow(reader, id);
      expect(malformed.statusCode).toBe(400);
    }
  });

  it("asks a member without a profile to create one first", async () => {
    const author = await buildMember(t);
    const user = await buildUser(t);
    const response = await t.app.inject({
      method: "POST",
      url: PATH,
      headers: await t.authHeader(user.id),
      payload: { id: author.profile.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Create your profile first.");
  });

  it("is only for signed-in members", async () => {
    const response = await t.app.inject({ method: "POST", url: PATH, payload: { id: 1 } });
    expect(response.statusCode).toBe(401);
  });
});

describe("unfollowing a member", () => {
  it("answers 'Successfully unfollowed.' and removes the profile from the list", async () => {
    const [reader, author] = [await buildMember(t), await buildMember(t)];
    await follow(reader, author.profile.id);
    const response = await unfollow(reader, author.profile.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Successfully unfollowed." });
    expect(await following(reader)).toEqual({ results: [], count: 0 });
  });

  it("answers 'You are not following this user.' when there is nothing to undo", async () => {
    const [reader, author] = [await buildMember(t), await buildMember(t)];
    const response = await unfollow(reader, author.profile.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("You are not following this user.");
  });
});
