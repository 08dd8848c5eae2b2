import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { buildPublication } from "../test/post-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const FEATURED = "/user/profile/featured-research/";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildMember>>;

const feature = (member: Member, ids: unknown) =>
  t.app.inject({ method: "PATCH", url: FEATURED, headers: member.headers, payload: { ids } });

const featuredOn = async (member: Member) =>
  (await t.app.inject({ method: "GET", url: "/user/profile/create-profile/", headers: member.headers })).json().data
    .featured_research;

async function publications(member: Member, count: number): Promise<number[]> {
  const built = [];
  for (let index = 0; index < count; index++) built.push(await buildPublication(t, { userId: member.user.id }));
  return built.map((publication) => publication.id);
}

describe("featured research", () => {
  it("is empty until the member chooses", async () => {
    expect(await featuredOn(await buildMember(t))).toEqual([]);
  });

  it("keeps up to 5 of the member's publications in the order chosen, on the own and the public profile", async () => {
    const member = await buildMember(t);
    const [a, b, c] = await publications(member, 3);

    const response = await feature(member, [c, a, b]);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Featured research saved.", data: { featured_research: [c, a, b] } });
    expect(await featuredOn(member)).toEqual([c, a, b]);
    const viewer = await buildMember(t);
    const publicProfile = await t.app.inject({
      method: "GET",
      url: `/user/profile/all-profiles/?id=${member.profile.id}`,
      headers: viewer.headers,
    });
    expect(publicProfile.json().data.featured_research).toEqual([c, a, b]);
  });

  it("replaces the earlier choice, drops repeats, and is cleared by an empty list", async () => {
    const member = await buildMember(t);
    const [a, b] = await publications(member, 2);
    await feature(member, [a]);

    expect((await feature(member, [b, b, a])).json().data.featured_research).toEqual([b, a]);
    expect(await featuredOn(member)).toEqual([b, a]);
    await feature(member, []);
    expect(await featuredOn(member)).toEqual([]);
  });

  it("refuses another member's publication or an unknown id with 400, keeping the choice", async () => {
    const member = await buildMember(t);
    const other = await buildMember(t);
    const [mine] = await publications(member, 1);
    const [theirs] = await publications(other, 1);
    await feature(member, [mine]);

    const refusals = [await feature(member, [mine, theirs]), await feature(member, [2147483000])];

    for (const response of refusals) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe("Featured research must be your own publications.");
    }
    expect(await featuredOn(member)).toEqual([mine]);
  });

  it("refuses more than 5 publications and ids that are not numbers", async () => {
    const member = await buildMember(t);
    const ids = await publications(member, 6);

    const tooMany = await feature(member, ids);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe("Choose at most 5 publications.");
    expect((await feature(member, ["first"])).statusCode).toBe(400);
    expect((await feature(member, undefined)).statusCode).toBe(400);
  });

  it("loses a publication once it is deleted", async () => {
    const member = await buildMember(t);
    const [kept, deleted] = await publications(member, 2);
    await feature(member, [deleted, kept]);

    await t.app.inject({
      method: "DELETE",
      url: "/user/publication/publication/",
      headers: member.headers,
      payload: { id: deleted },
    });

    expect(await featuredOn(member)).toEqual([kept]);
  });
});
