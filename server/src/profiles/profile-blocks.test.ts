import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember, buildUser } from "../test/factories.js";
import { formOf } from "../test/forms.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const PROFILE = "/user/profile/create-profile/";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildMember>>;

const patch = (member: Member, fields: Parameters<typeof formOf>[0]) =>
  t.app.inject({ method: "PATCH", url: PROFILE, headers: member.headers, payload: formOf(fields) });

const ownProfile = async (member: Member) =>
  (await t.app.inject({ method: "GET", url: PROFILE, headers: member.headers })).json().data;

describe("disciplines, languages and spotlight", () => {
  it("start empty on a profile made before they existed", async () => {
    const member = await buildMember(t);

    expect(await ownProfile(member)).toMatchObject({ disciplines: [], languages: [], spotlight: "" });
  });

  it("are saved with a new profile", async () => {
    const user = await buildUser(t);
    const response = await t.app.inject({
      method: "POST",
      url: PROFILE,
      headers: await t.authHeader(user.id),
      payload: formOf({
        name: "Ada Lovelace",
        institution: "University of London",
        research_areas: "Mathematics",
        bio: "Notes on engines.",
        disciplines: ["Mathematics", "Computer Science"],
        languages: "English, French",
        spotlight: "The first published algorithm.",
      }),
    });

    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      disciplines: ["Mathematics", "Computer Science"],
      languages: ["English", "French"],
      spotlight: "The first published algorithm.",
    });
  });

  it("are edited as repeated fields, trimmed, blanks dropped, and kept when left out of an edit", async () => {
    const member = await buildMember(t);
    await patch(member, { disciplines: [" Marine Biology ", "", "Ecology"], languages: ["Portuguese"] });

    const response = await patch(member, { spotlight: "  Tidal records of 200 years.  " });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      disciplines: ["Marine Biology", "Ecology"],
      languages: ["Portuguese"],
      spotlight: "Tidal records of 200 years.",
    });
  });

  it("are cleared by sending them empty", async () => {
    const member = await buildMember(t);
    await patch(member, { disciplines: ["Ecology"], languages: ["Portuguese"], spotlight: "Something" });

    await patch(member, { disciplines: "", languages: "", spotlight: "" });

    expect(await ownProfile(member)).toMatchObject({ disciplines: [], languages: [], spotlight: "" });
  });

  it("are shown on the public profile", async () => {
    const member = await buildMember(t);
    const viewer = await buildMember(t);
    await patch(member, { disciplines: ["Ecology"], languages: ["Portuguese", "English"], spotlight: "Tides" });

    const response = await t.app.inject({
      method: "GET",
      url: `/user/profile/all-profiles/?id=${member.profile.id}`,
      headers: viewer.headers,
    });

    expect(response.json().data).toMatchObject({
      disciplines: ["Ecology"],
      languages: ["Portuguese", "English"],
      spotlight: "Tides",
    });
  });

  it("refuse a spotlight over 500 characters, more than 20 entries or an entry over 100 characters", async () => {
    const member = await buildMember(t);

    const refusals = await Promise.all([
      patch(member, { spotlight: "x".repeat(501) }),
      patch(member, { languages: Array.from({ length: 21 }, (_, index) => `Language ${index}`) }),
      patch(member, { disciplines: ["y".repeat(101)] }),
    ]);

    expect(refusals.map((response) => response.statusCode)).toEqual([400, 400, 400]);
    expect(refusals[0]?.json()).toMatchObject({ fields: { spotlight: "Spotlight must be at most 500 characters." } });
    expect(refusals[1]?.json().error).toBe("At most 20 languages.");
    expect(await ownProfile(member)).toMatchObject({ disciplines: [], languages: [], spotlight: "" });
  });
});

describe("the own profile's follow counts", () => {
  it("counts the member's followers and the members they follow", async () => {
    const member = await buildMember(t);
    const [first, second] = [await buildMember(t), await buildMember(t)];
    for (const follower of [first, second]) {
      await t.db
        .insertInto("follows")
        .values({ follower_profile_id: follower.profile.id, followed_profile_id: member.profile.id })
        .execute();
    }
    await t.db
      .insertInto("follows")
      .values({ follower_profile_id: member.profile.id, followed_profile_id: first.profile.id })
      .execute();

    expect(await ownProfile(member)).toMatchObject({ followers_count: 2, following_count: 1 });
  });
});
