import jsonld from "jsonld";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { FEDERATING_ENV, TEST_ORIGIN as ORIGIN } from "../test/federating-members.js";
import { offlineContexts } from "../test/offline-contexts.js";
import { buildPublication } from "../test/publication-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(FEDERATING_ENV);
});
afterAll(() => t.close());

const ACTIVITY_JSON = "application/activity+json";

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers: { host: "scholarly.test", ...headers } });

async function memberWithHandle(name: string) {
  const member = await buildMember(t, { name });
  const settings = await t.app.inject({ method: "GET", url: "/user/federation/", headers: member.headers });
  const slug = (settings.json().handle as string).split("@")[0] as string;
  return { ...member, slug };
}

describe("WebFinger", () => {
  it("answers acct:slug@host with the subject, the actor and the profile page (RFC 7033)", async () => {
    const member = await memberWithHandle("Lise Meitner");
    const response = await get(`/.well-known/webfinger?resource=acct:${member.slug}@scholarly.test`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/jrd\+json/);
    const answer = response.json();
    expect(answer.subject).toBe(`acct:${member.slug}@scholarly.test`);
    expect(answer.aliases).toContain(`${ORIGIN}/ap/users/${member.profile.id}`);
    expect(answer.links).toContainEqual({
      rel: "self",
      type: ACTIVITY_JSON,
      href: `${ORIGIN}/ap/users/${member.profile.id}`,
    });
    expect(answer.links).toContainEqual(
      expect.objectContaining({
        rel: "http://webfinger.net/rel/profile-page",
        href: `${ORIGIN}/user-profile/${member.profile.id}`,
      }),
    );
  });

  it("finds the member by the actor's address too", async () => {
    const member = await memberWithHandle("Chien-Shiung Wu");
    const actor = `${ORIGIN}/ap/users/${member.profile.id}`;
    const response = await get(`/.well-known/webfinger?resource=${encodeURIComponent(actor)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      subject: actor,
      aliases: [`acct:${member.slug}@scholarly.test`],
      links: expect.arrayContaining([{ rel: "self", type: ACTIVITY_JSON, href: actor }]),
    });
  });

  it("answers 404 for a handle nobody has and for another host, and 400 without a resource", async () => {
    expect((await get("/.well-known/webfinger?resource=acct:nobody_here@scholarly.test")).statusCode).toBe(404);
    const member = await memberWithHandle("Rosalind Franklin");
    expect((await get(`/.well-known/webfinger?resource=acct:${member.slug}@elsewhere.example`)).statusCode).toBe(404);
    expect((await get("/.well-known/webfinger")).statusCode).toBe(400);
  });

  it("answers 410 Gone for a member who turned federation off", async () => {
    const member = await memberWithHandle("Emmy Noether");
    await t.app.inject({
      method: "PATCH",
      url: "/user/federation/",
      headers: member.headers,
      payload: { enabled: false },
    });
    expect((await get(`/.well-known/webfinger?resource=acct:${member.slug}@scholarly.test`)).statusCode).toBe(410);
  });

  it("finds a member by handle as soon as their profile is created", async () => {
    const member = await buildMember(t, { name: "Barbara McClintock" });
    t.events.publish({ type: "profile.created", userId: member.user.id, profileId: member.profile.id });
    await waitForStatus(`/.well-known/webfinger?resource=acct:barbara_mcclintock@scholarly.test`, 200);
  });
});

async function waitForStatus(url: string, status: number) {
  const deadline = Date.now() + 20_000;
  while ((await get(url)).statusCode !== status) {
    if (Date.now() > deadline) throw new Error(`${url} never answered ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the actor", () => {
  it("is a Person with the handle, bio, picture, profile page, affiliation, ORCID iD, collections and keys", async () => {
    const member = await memberWithHandle("Dorothy Hodgkin");
    await t.db
      .updateTable("profiles")
      .set({ orcid: "0000-0002-1825-0097", primary_affiliation: "Somerville College", profile_picture: "image/p.png" })
      .where("id", "=", member.profile.id)
      .execute();
    const response = await get(`/ap/users/${member.profile.id}`, { accept: ACTIVITY_JSON });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/activity\+json/);
    const actor = response.json();
    const id = `${ORIGIN}/ap/users/${member.profile.id}`;
    expect(actor).toMatchObject({
      id,
      type: "Person",
      preferredUsername: member.slug,
      name: "Dorothy Hodgkin",
      summary: "<p>A researcher built by a factory.</p>",
      url: `${ORIGIN}/user-profile/${member.profile.id}`,
      icon: { type: "Image", url: `${ORIGIN}/media/image/p.png` },
      inbox: `${id}/inbox`,
      outbox: `${id}/outbox`,
      followers: `${id}/followers`,
      manuallyApprovesFollowers: false,
    });
    expect(actor.attachment).toEqual([
      { type: "PropertyValue", name: "Affiliation", value: "Somerville College" },
      {
        type: "PropertyValue",
        name: "ORCID iD",
        value: '<a href="https://orcid.org/0000-0002-1825-0097" rel="me">https://orcid.org/0000-0002-1825-0097</a>',
      },
    ]);
    expect(actor.publicKey).toMatchObject({ owner: id, publicKeyPem: expect.stringContaining("BEGIN PUBLIC KEY") });
  });

  it("expands as JSON-LD to an ActivityStreams Person with inbox, outbox and a public key", async () => {
    const member = await memberWithHandle("Marie Curie");
    const actor = (await get(`/ap/users/${member.profile.id}`, { accept: ACTIVITY_JSON })).json();
    const [expanded] = await jsonld.expand(actor, { documentLoader: offlineContexts });
    const AS = "https://www.w3.org/ns/activitystreams#";
    expect(expanded?.["@type"]).toContain(`${AS}Person`);
    expect(expanded?.["http://www.w3.org/ns/ldp#inbox"]).toEqual([
      { "@id": `${ORIGIN}/ap/users/${member.profile.id}/inbox` },
    ]);
    expect(expanded?.[`${AS}outbox`]).toEqual([{ "@id": `${ORIGIN}/ap/users/${member.profile.id}/outbox` }]);
    expect(expanded?.[`${AS}preferredUsername`]).toEqual([{ "@value": member.slug }]);
    expect(expanded?.["https://w3id.org/security#publicKey"]).toHaveLength(1);
  });

  it("keeps the same keys from one request to the next", async () => {
    const member = await memberWithHandle("Hedy Lamarr");
    const key = async () => (await get(`/ap/users/${member.profile.id}`, { accept: ACTIVITY_JSON })).json().publicKey;
    expect(await key()).toEqual(await key());
  });

  it("answers 410 Gone with a Tombstone for a member who turned federation off, and 404 for no member", async () => {
    const member = await memberWithHandle("Ada Yonath");
    await t.app.inject({
      method: "PATCH",
      url: "/user/federation/",
      headers: member.headers,
      payload: { enabled: false },
    });
    const gone = await get(`/ap/users/${member.profile.id}`, { accept: ACTIVITY_JSON });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ type: "Tombstone", id: `${ORIGIN}/ap/users/${member.profile.id}` });
    expect((await get("/ap/users/999999", { accept: ACTIVITY_JSON })).statusCode).toBe(404);
    expect((await get("/ap/users/not-a-number", { accept: ACTIVITY_JSON })).statusCode).toBe(404);
  });

  it("lists empty outbox and followers collections", async () => {
    const member = await memberWithHandle("Tu Youyou");
    const outbox = await get(`/ap/users/${member.profile.id}/outbox`, { accept: ACTIVITY_JSON });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json()).toMatchObject({ type: "OrderedCollection", totalItems: 0 });
    const followers = await get(`/ap/users/${member.profile.id}/followers`, { accept: ACTIVITY_JSON });
    expect(followers.json()).toMatchObject({ totalItems: 0 });
  });
});

describe("the profile page", () => {
  it("answers the actor to a fediverse server asking for ActivityStreams", async () => {
    const member = await memberWithHandle("Mae Jemison");
    const response = await get(`/user-profile/${member.profile.id}`, { accept: ACTIVITY_JSON });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toMatch(/Accept/);
    expect(response.json()).toMatchObject({ type: "Person", id: `${ORIGIN}/ap/users/${member.profile.id}` });
    const asLd = await get(`/user-profile/${member.profile.id}`, {
      accept: 'application/ld+json; profile="https://www.w3.org/ns/activitystreams"',
    });
    expect(asLd.json().type).toBe("Person");
  });

  it("is left to the web page for a browser", async () => {
    const member = await memberWithHandle("Vera Rubin");
    const response = await get(`/user-profile/${member.profile.id}`, { accept: "text/html,application/xhtml+xml" });
    // This test app serves no built web app, so the page's place answers the not-found handler's 404.
    expect(response.headers["content-type"]).not.toMatch(/activity\+json/);
    expect(response.headers.vary).toMatch(/Accept/);
  });
});

describe("NodeInfo", () => {
  it("links NodeInfo 2.1 from /.well-known/nodeinfo", async () => {
    const response = await get("/.well-known/nodeinfo");
    expect(response.statusCode).toBe(200);
    expect(response.json().links).toEqual([
      expect.objectContaining({
        rel: "http://nodeinfo.diaspora.software/ns/schema/2.1",
        href: `${ORIGIN}/nodeinfo/2.1`,
      }),
    ]);
  });

  it("describes the software, ActivityPub, and the members and works here", async () => {
    const member = await memberWithHandle("Katalin Karikó");
    const before = (await get("/nodeinfo/2.1")).json().usage;
    await buildPublication(t, { user_id: member.user.id });
    await t.app.inject({
      method: "PATCH",
      url: "/user/federation/",
      headers: member.headers,
      payload: { enabled: false },
    });
    const response = await get("/nodeinfo/2.1");
    expect(response.statusCode).toBe(200);
    const info = response.json();
    expect(info).toMatchObject({
      version: "2.1",
      software: { name: "scholarly" },
      protocols: ["activitypub"],
      openRegistrations: true,
      usage: { localPosts: expect.any(Number), localComments: 0 },
    });
    expect(info.software.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(info.services).toEqual({ inbound: [], outbound: [] });
    expect(info.usage.users.total).toBe(before.users.total - 1);
    expect(info.usage.localPosts).toBe(before.localPosts + 1);
  });
});

describe("with FEDERATION off (the default)", () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
  });
  afterAll(() => off.close());

  it("answers 404 for WebFinger, NodeInfo and actors, and the profile page never as ActivityStreams", async () => {
    const member = await buildMember(off, { name: "Ada Lovelace" });
    const ask = (url: string) => off.app.inject({ method: "GET", url, headers: { accept: ACTIVITY_JSON } });
    for (const url of [
      "/.well-known/webfinger?resource=acct:ada_lovelace@localhost",
      "/.well-known/nodeinfo",
      "/nodeinfo/2.1",
      `/ap/users/${member.profile.id}`,
      `/ap/users/${member.profile.id}/outbox`,
    ]) {
      const response = await ask(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error, url).toMatch(/No route/);
    }
    const page = await ask(`/user-profile/${member.profile.id}`);
    expect(page.headers["content-type"]).not.toMatch(/activity\+json/);
  });

  it("still keeps the member's handle, so it is theirs when the site turns federation on", async () => {
    const member = await buildMember(off, { name: "Ada Lovelace" });
    const settings = await off.app.inject({ method: "GET", url: "/user/federation/", headers: member.headers });
    expect(settings.json()).toMatchObject({ handle: "ada_lovelace@localhost", enabled: true });
  });
});
