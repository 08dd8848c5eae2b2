import { ANONYMOUS_SEARCHES_PER_MINUTE, SEARCH_MESSAGES } from "@scholarly/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, buildMember } from "../test/factories.js";
import { buildPublication } from "../test/publication-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each test searches from an address of its own, so one test's searches never count against another's ceiling. */
let lastAddress = 0;
const newAddress = () => `198.51.100.${++lastAddress}`;

function anonymous(url: string, query: Record<string, string>, remoteAddress = newAddress()) {
  return t.app.inject({ method: "GET", url, query, headers: { "user-agent": BROWSER_USER_AGENT }, remoteAddress });
}

/** A public publication and a private-only one whose document holds a word nothing else does. */
async function publicAndPrivateWork() {
  const owner = await buildMember(t, { name: "Ottoline Quarrington" });
  const open = await buildPublication(t, {
    user_id: owner.user.id,
    title: "Quarrington tidal survey",
    abstract: "Open notes on tides.",
  });
  const closed = await buildPublication(t, {
    user_id: owner.user.id,
    title: "Embargoed lagoon study",
    upload_mode: "private",
    upload_document: "document/embargoed.pdf",
  });
  await t.db
    .insertInto("document_texts")
    .values({
      post_kind: "publication",
      post_id: closed.id,
      status: "extracted",
      text: "Confidential: the vorpalith readings.",
      pages: 1,
    })
    .execute();
  return { owner, open, closed };
}

describe("searching without signing in", () => {
  it("finds public research, never a private document's words, and shows the same cards members see", async () => {
    const { open, closed, owner } = await publicAndPrivateWork();

    const found = await anonymous("/user/search/", { q: "quarrington tidal" });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().results.map((hit: { id: number }) => hit.id)).toEqual([open.id]);
    const member = await t.app.inject({
      method: "GET",
      url: "/user/search/",
      query: { q: "quarrington tidal" },
      headers: owner.headers,
    });
    expect(found.json().results).toEqual(member.json().results);

    const hidden = await anonymous("/user/search/", { q: "vorpalith" });
    expect(hidden.json()).toMatchObject({ count: 0, results: [] });
    const byTitle = await anonymous("/user/search/", { q: "embargoed lagoon" });
    const [card] = byTitle.json().results;
    expect(card).toMatchObject({ id: closed.id, upload_document: null });
    expect(JSON.stringify(card)).not.toContain("embargoed.pdf");
  });

  it("lists the newest public works by kind alone, the landing page's list", async () => {
    const { open } = await publicAndPrivateWork();

    const newest = await anonymous("/user/search/", { kind: "publication", sort: "newest", limit: "5" });

    expect(newest.statusCode).toBe(200);
    expect(newest.json().results.map((hit: { id: number }) => hit.id)).toContain(open.id);
  });

  it("suggests people and research, with only what a public profile shows", async () => {
    await publicAndPrivateWork();

    const answer = await anonymous("/user/search/suggest/", { q: "Quarrington" });

    expect(answer.statusCode, answer.body).toBe(200);
    const { people, research } = answer.json();
    expect(people[0]).toEqual({
      id: expect.any(Number),
      name: "Ottoline Quarrington",
      profile_picture: null,
      institution: expect.any(String),
    });
    expect(research.map((hit: { title: string }) => hit.title)).toContain("Quarrington tidal survey");
  });

  it("finds people by name, with their names and pictures only", async () => {
    const { owner } = await publicAndPrivateWork();

    const answer = await anonymous("/user/profile/all-profiles/", { search: "Ottoline Quarrington" });

    expect(answer.statusCode, answer.body).toBe(200);
    const match = answer.json().results.find((person: { id: number }) => person.id === owner.profile.id);
    expect(match).toEqual({ id: owner.profile.id, name: "Ottoline Quarrington", profile_picture: null });
    expect(answer.body).not.toContain("@example.org");
  });

  it("a token that is not valid is refused, not read as a visitor", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/user/search/",
      query: { q: "tides" },
      headers: { authorization: "Bearer not-a-token" },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("the visitors' ceiling", () => {
  it(`answers 429 to the search beyond ${ANONYMOUS_SEARCHES_PER_MINUTE} a minute from one address`, async () => {
    const address = newAddress();
    for (let i = 0; i < ANONYMOUS_SEARCHES_PER_MINUTE; i++) {
      expect((await anonymous("/user/search/", { q: `tides ${i}` }, address)).statusCode).toBe(200);
    }

    const refused = await anonymous("/user/search/", { q: "tides again" }, address);

    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(SEARCH_MESSAGES.anonymousLimit);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect((await anonymous("/user/search/", { q: "tides" }, newAddress())).statusCode).toBe(200);
  });

  it("counts people searches too, but never a public profile read by id", async () => {
    const { owner } = await publicAndPrivateWork();
    const address = newAddress();
    for (let i = 0; i < ANONYMOUS_SEARCHES_PER_MINUTE; i++) {
      await anonymous("/user/profile/all-profiles/", { search: `Ottoline ${i}` }, address);
    }

    expect((await anonymous("/user/profile/all-profiles/", { search: "Ottoline" }, address)).statusCode).toBe(429);
    const profile = await anonymous("/user/profile/all-profiles/", { id: String(owner.profile.id) }, address);
    expect(profile.statusCode).toBe(200);
  });

  it("leaves members' searches from the same address unlimited", async () => {
    const member = await buildMember(t);
    const address = newAddress();
    for (let i = 0; i <= ANONYMOUS_SEARCHES_PER_MINUTE; i++) await anonymous("/user/search/", { q: "tides" }, address);

    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({
        method: "GET",
        url: "/user/search/",
        query: { q: `tides ${i}` },
        headers: member.headers,
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
