import { FEDERATION_MESSAGES, federationEndpoints } from "@scholarly/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember, buildUser } from "../test/factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    FEDERATION: "on",
    PUBLIC_URL: "http://scholarly.test:8080",
    FEDERATION_ALLOW_PRIVATE_ADDRESSES: "true",
  });
});
afterAll(() => t.close());

const { path: PATH } = federationEndpoints.settings;

const settingsOf = (headers: Record<string, string>) => t.app.inject({ method: "GET", url: PATH, headers });
const change = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: "PATCH", url: PATH, headers, payload });

describe("GET /user/federation/", () => {
  it("answers the member's handle on this site's host, federating and approving nobody by hand, by default", async () => {
    const member = await buildMember(t, { name: "Grace Brewster Hopper" });
    const response = await settingsOf(member.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      handle: "grace_brewster_hopper@scholarly.test:8080",
      enabled: true,
      approve_followers: false,
      remote_followers: 0,
      slug_changeable: true,
    });
  });

  it("folds the name to ASCII and numbers a second member of the same name", async () => {
    const first = await buildMember(t, { name: "Zoë Ørsted-Ní" });
    const second = await buildMember(t, { name: "Zoë Ørsted Ní" });
    expect((await settingsOf(first.headers)).json().handle).toBe("zoe_orsted_ni@scholarly.test:8080");
    expect((await settingsOf(second.headers)).json().handle).toBe("zoe_orsted_ni2@scholarly.test:8080");
    expect((await settingsOf(first.headers)).json().handle).toBe("zoe_orsted_ni@scholarly.test:8080");
  });

  it("asks a member without a profile to create one first", async () => {
    const user = await buildUser(t);
    const response = await settingsOf(await t.authHeader(user.id));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(FEDERATION_MESSAGES.profileRequired);
  });

  it("answers 401 without a token", async () => {
    expect((await settingsOf({})).statusCode).toBe(401);
  });
});

describe("PATCH /user/federation/", () => {
  it("turns federation off and approving followers on, keeping the handle", async () => {
    const member = await buildMember(t, { name: "Katherine Johnson" });
    const response = await change(member.headers, { enabled: false, approve_followers: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      handle: "katherine_johnson@scholarly.test:8080",
      enabled: false,
      approve_followers: true,
      remote_followers: 0,
      slug_changeable: true,
    });
    expect((await settingsOf(member.headers)).json()).toMatchObject({ enabled: false, approve_followers: true });
  });

  it("changes the handle once, and refuses a second change with a clear message", async () => {
    const member = await buildMember(t, { name: "Dorothy Vaughan" });
    const first = await change(member.headers, { slug: "dvaughan" });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ handle: "dvaughan@scholarly.test:8080", slug_changeable: false });

    const second = await change(member.headers, { slug: "dorothy_v" });
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toBe(FEDERATION_MESSAGES.slugChangedOnce);
    expect((await settingsOf(member.headers)).json().handle).toBe("dvaughan@scholarly.test:8080");
  });

  it("takes sending the handle the member already has as no change", async () => {
    const member = await buildMember(t, { name: "Mary Jackson" });
    expect((await change(member.headers, { slug: "mary_jackson", enabled: true })).statusCode).toBe(200);
    const changed = await change(member.headers, { slug: "mjackson" });
    expect(changed.json().handle).toBe("mjackson@scholarly.test:8080");
  });

  it("answers 409 for a handle another member holds, changing nothing", async () => {
    const holder = await buildMember(t, { name: "Annie Easley" });
    await settingsOf(holder.headers);
    const member = await buildMember(t, { name: "Christine Darden" });
    const response = await change(member.headers, { slug: "annie_easley", approve_followers: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(FEDERATION_MESSAGES.slugTaken);
    expect((await settingsOf(member.headers)).json()).toMatchObject({
      handle: "christine_darden@scholarly.test:8080",
      approve_followers: false,
    });
    // The refused change was not counted: the member may still choose another handle.
    expect((await change(member.headers, { slug: "cdarden" })).statusCode).toBe(200);
  });

  it.each([
    ["too short", "ab"],
    ["too long", "a".repeat(31)],
    ["upper-case", "Ada"],
    ["a dot", "ada.l"],
    ["a hyphen", "ada-l"],
    ["a leading @", "@ada"],
    ["not a string", 42],
  ])("refuses a handle with %s", async (_case, slug) => {
    const member = await buildMember(t);
    const response = await change(member.headers, { slug });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(FEDERATION_MESSAGES.slugRules);
  });

  it("refuses settings it does not know and values of the wrong kind", async () => {
    const member = await buildMember(t);
    expect((await change(member.headers, { handle: "someone" })).statusCode).toBe(400);
    expect((await change(member.headers, { enabled: "no" })).statusCode).toBe(400);
  });

  it("answers 401 without a token", async () => {
    expect((await change({}, { enabled: false })).statusCode).toBe(401);
  });
});
