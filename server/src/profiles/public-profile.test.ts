import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { buildCodeSnippet, buildGalleryImage, buildPublication, buildVideo } from "../test/post-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const PATH = "/user/profile/all-profiles/";

let t: TestApp;
let viewer: Awaited<ReturnType<typeof buildMember>>;
let owner: Awaited<ReturnType<typeof buildMember>>;
beforeAll(async () => {
  t = await createTestApp();
  viewer = await buildMember(t);
  owner = await buildMember(t, { name: "Ada Lovelace" });
  const userId = owner.user.id;
  await buildPublication(t, { userId: userId, title: "Notes on the engine" });
  await buildGalleryImage(t, { userId: userId });
  await buildVideo(t, { userId: userId });
  await buildCodeSnippet(t, { userId: userId });
  await t.db
    .insertInto("education")
    .values({ user_id: userId, school: "University of London", degree: "M.Sc.", start_year: "1840", skills: ["Maths"] })
    .execute();
  await t.db
    .insertInto("internships")
    .values({ user_id: userId, title: "Analyst", company: "Babbage & Co", start_month: "June", start_year: 1842 })
    .execute();
  await t.db.insertInto("projects").values({ user_id: userId, project_name: "Bernoulli numbers" }).execute();
  await t.db
    .insertInto("follows")
    .values([
      { follower_profile_id: viewer.profile.id, followed_profile_id: owner.profile.id },
      { follower_profile_id: owner.profile.id, followed_profile_id: viewer.profile.id },
    ])
    .execute();
  // Two accounts on other fediverse servers: one follows, one still waits for the owner's approval.
  await t.db
    .insertInto("federation_followers")
    .values(
      ["alice", "bob"].map((name, index) => ({
        profile_id: owner.profile.id,
        actor_uri: `https://mastodon.example/users/${name}`,
        inbox_uri: `https://mastodon.example/users/${name}/inbox`,
        shared_inbox_uri: null,
        follow_uri: `https://mastodon.example/follows/${name}`,
        accepted: index === 0,
      })),
    )
    .execute();
});
afterAll(() => t.close());

const view = (id: string | number) => t.app.inject({ method: "GET", url: `${PATH}?id=${id}`, headers: viewer.headers });

describe("a member's public profile", () => {
  it("shows the profile with every tab's collection and the follow counts, members and accepted fediverse followers apart", async () => {
    const response = await view(owner.profile.id);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: owner.profile.id,
      user: owner.user.id,
      name: "Ada Lovelace",
      followers_count: 1,
      following_count: 1,
      remote_followers_count: 1,
      publications: [{ title: "Notes on the engine", user_profile: { name: "Ada Lovelace" } }],
      gallery_images: [{ description: "A figure" }],
      videos: [{ description: "A talk" }],
      user_codes: [{ title: "Feed merger", code_of: "TypeScript" }],
      education: [{ school: "University of London", degree: "M.Sc.", start_Year: "1840", skills: ["Maths"] }],
      internships: [{ title: "Analyst", company: "Babbage & Co", start_month: "June", start_year: 1842 }],
      projects: [{ project_name: "Bernoulli numbers" }],
    });
  });

  it("never reveals the owner's e-mail address or password hash", async () => {
    const response = await view(owner.profile.id);
    expect(response.body).not.toContain(owner.user.email);
    expect(response.body).not.toContain(owner.user.password_hash);
    expect(response.body).not.toContain("password");
    expect(response.body).not.toContain("email");
  });

  it("answers 404 'User not found.' for an unknown id", async () => {
    const response = await view(987654);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe("User not found.");
  });

  it("answers 400 for a malformed id", async () => {
    for (const id of ["abc", "-3", "1.5", "99999999999"]) {
      const response = await view(id);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe("id must be a positive whole number.");
    }
  });
});
