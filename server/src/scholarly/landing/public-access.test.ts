import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, buildMember, buildUser } from "../../test/factories.js";
import { buildPublication } from "../../test/publication-factories.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const anonymous = (url: string, remoteAddress = "203.0.113.9") =>
  t.app.inject({ method: "GET", url, headers: { "user-agent": BROWSER_USER_AGENT }, remoteAddress });

describe("what anyone may read without signing in", () => {
  it("a publication's detail, its citation and its author's export", async () => {
    const owner = await buildMember(t);
    const publication = await buildPublication(t, { user_id: owner.user.id, title: "Open work" });
    const detail = await anonymous(`/user/publication/home/?id=${publication.id}&type=publication`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: publication.id,
      title: "Open work",
      user_profile: { id: owner.profile.id },
    });
    expect((await anonymous(`/user/publication/cite/?id=${publication.id}&format=apa`)).statusCode).toBe(200);
    expect((await anonymous(`/user/publication/export/?user=${owner.profile.id}&format=bibtex`)).statusCode).toBe(200);
  });

  it("a member's public profile, without their e-mail address", async () => {
    const member = await buildMember(t, { name: "Public Person" });
    const response = await anonymous(`/user/profile/all-profiles/?id=${member.profile.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: member.profile.id, name: "Public Person" });
    expect(response.body).not.toContain(member.user.email);
  });

  it("counts an anonymous read once per visitor and day in the publication's stats", async () => {
    const owner = await buildMember(t);
    const publication = await buildPublication(t, { user_id: owner.user.id });
    await anonymous(`/user/publication/home/?id=${publication.id}`, "198.51.100.1");
    await anonymous(`/user/publication/home/?id=${publication.id}`, "198.51.100.1");
    await anonymous(`/user/publication/home/?id=${publication.id}`, "198.51.100.2");
    await t.app.inject({ method: "GET", url: `/user/publication/home/?id=${publication.id}` }); // no user agent: a robot
    const stats = await t.app.inject({ method: "GET", url: `/user/publication/stats/?id=${publication.id}` });
    expect(stats.json().data).toMatchObject({ reads: 2, unique_readers: 2 });
    const readers = await t.db
      .selectFrom("post_stats_readers")
      .select("reader")
      .where("post_id", "=", publication.id)
      .execute();
    expect(readers).toHaveLength(2);
    for (const { reader } of readers) expect(reader).toMatch(/^visitor:[0-9a-f]{32}$/);
  });
});

describe("what stays for members", () => {
  it.each([["/user/publication/home/?page=1"], ["/user/publication/home/"]])(
    "%s answers 401 without a token",
    async (url) => {
      const response = await anonymous(url);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe("Authentication credentials were not provided.");
    },
  );

  it("the feed answers 403 to an account whose e-mail is not verified", async () => {
    const user = await buildUser(t, { verified: false });
    const headers = await t.authHeader(user.id);
    const response = await t.app.inject({ method: "GET", url: "/user/publication/home/?page=1", headers });
    expect(response.statusCode).toBe(403);
  });

  it("a bad token on a public page is still refused, not read as anonymous", async () => {
    const owner = await buildMember(t);
    const publication = await buildPublication(t, { user_id: owner.user.id });
    const response = await t.app.inject({
      method: "GET",
      url: `/user/publication/home/?id=${publication.id}`,
      headers: { authorization: "Bearer not-a-token" },
    });
    expect(response.statusCode).toBe(401);
  });
});
