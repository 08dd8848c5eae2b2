import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import {
  deliverSigned,
  TEST_ORIGIN as ORIGIN,
  peerActivity,
  startFederation,
  stopFederation,
} from "../test/federating-members.js";
import type { FediversePeer } from "../test/fediverse-peer.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { waitFor } from "../test/wait-for.js";

const FOLLOWING = "/user/federation/following/";

let t: TestApp;
let peer: FediversePeer;
beforeAll(async () => ({ t, peer } = await startFederation()));
afterAll(() => stopFederation(t, peer));

const follow = (headers: Record<string, string>, handle: unknown) =>
  t.app.inject({ method: "POST", url: FOLLOWING, headers, payload: { handle } });
const listOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: "GET", url: FOLLOWING, headers })).json();
const sentFollow = (actor: string) =>
  waitFor("the Follow at the peer", () =>
    peer.received.find(({ activity }) => activity.type === "Follow" && activity.actor === actor),
  );
const fromAlice = (type: string, object: unknown) => peerActivity(peer, type, object);
const deliver = async (activity: object) => (await deliverSigned(t, peer, `${ORIGIN}/ap/inbox`, activity)).statusCode;

describe("following a fediverse account", () => {
  it("sends a signed Follow, lists the account as pending, and marks it accepted on the account's Accept", async () => {
    const member = await buildMember(t, { name: "Emmy Noether" });
    const response = await follow(member.headers, peer.actorId);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ actor: peer.actorId, name: "Alice Peer", status: "pending" });
    const sent = await sentFollow(`${ORIGIN}/ap/users/${member.profile.id}`);
    expect(sent.activity.object).toBe(peer.actorId);
    expect(String(sent.headers["signature-input"] ?? sent.headers.signature)).toContain("#main-key");

    expect(await deliver(fromAlice("Accept", sent.activity))).toBe(202);
    await waitFor("accepted", async () => (await listOf(member.headers)).results[0]?.status === "accepted");
    expect((await listOf(member.headers)).count).toBe(1);
  });

  it("keeps a followed account's post citing an arXiv id, its HTML sanitized, as a fediverse card", async () => {
    const member = await buildMember(t, { name: "Hedy Lamarr" });
    await follow(member.headers, peer.actorId);
    const sent = await sentFollow(`${ORIGIN}/ap/users/${member.profile.id}`);
    await deliver(fromAlice("Accept", sent.activity));
    await waitFor("accepted", async () => (await listOf(member.headers)).results[0]?.status === "accepted");

    const note = {
      id: `${peer.actorId}/statuses/arxiv`,
      type: "Note",
      attributedTo: peer.actorId,
      content: '<p>Preprint: <a href="https://arxiv.org/abs/2401.01234v2">arXiv</a> <img src=x onerror="alert(1)"></p>',
      published: "2026-01-01T10:00:00Z",
    };
    expect(await deliver(fromAlice("Create", note))).toBe(202);
    const feed = async () =>
      (
        await t.app.inject({ method: "GET", url: "/user/publication/home/?feed=following", headers: member.headers })
      ).json();
    const card = await waitFor("the card", async () => (await feed()).results[0]);
    expect(card).toMatchObject({ type: "fediverse", arxiv: "2401.01234v2", doi: null, author: { name: "Alice Peer" } });
    expect(card.content_html).not.toContain("onerror");
  });

  it("keeps an Article whose DOI is only in its cite-as link, its page as the card's link", async () => {
    const member = await buildMember(t, { name: "Chien-Shiung Wu" });
    await follow(member.headers, peer.actorId);
    const sent = await sentFollow(`${ORIGIN}/ap/users/${member.profile.id}`);
    await deliver(fromAlice("Accept", sent.activity));
    await waitFor("accepted", async () => (await listOf(member.headers)).results[0]?.status === "accepted");

    const article = {
      id: `${peer.actorId}/articles/cite-as`,
      type: "Article",
      attributedTo: peer.actorId,
      name: "Parity",
      content: "<p>Our experiment.</p>",
      url: [
        { type: "Link", href: `${peer.origin}/papers/parity`, mediaType: "text/html" },
        { type: "Link", href: "https://doi.org/10.1103/PhysRev.105.1413", rel: "cite-as" },
      ],
    };
    expect(await deliver(fromAlice("Create", article))).toBe(202);
    const feed = async () =>
      (
        await t.app.inject({ method: "GET", url: "/user/publication/home/?feed=following", headers: member.headers })
      ).json();
    const card = await waitFor("the card", async () =>
      (await feed()).results.find((result: { url: string }) => result.url === `${peer.origin}/papers/parity`),
    );
    expect(card).toMatchObject({ type: "fediverse", doi: "10.1103/physrev.105.1413", arxiv: null });
  });

  it("removes the follow on the account's Reject", async () => {
    const member = await buildMember(t, { name: "Mary Somerville" });
    await follow(member.headers, peer.actorId);
    const sent = await sentFollow(`${ORIGIN}/ap/users/${member.profile.id}`);
    expect(await deliver(fromAlice("Reject", sent.activity))).toBe(202);
    await waitFor("the follow gone", async () => (await listOf(member.headers)).count === 0);
  });

  it("answers an account already followed with 200 and sends nothing more", async () => {
    const member = await buildMember(t, { name: "Sophie Germain" });
    expect((await follow(member.headers, peer.actorId)).statusCode).toBe(202);
    const again = await follow(member.headers, peer.actorId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ actor: peer.actorId, status: "pending" });
  });

  it.each([["not a handle"], ["@nobody"], ["@a@b@c"], [""], [42]])("refuses the handle %j with 400", async (handle) => {
    const member = await buildMember(t);
    const response = await follow(member.headers, handle);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Enter a fediverse handle such as @name@server.example.");
  });

  it("answers 404 for an account that cannot be found", async () => {
    const member = await buildMember(t);
    const response = await follow(member.headers, `@nobody@127.0.0.1:${new URL(peer.origin).port}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe("No fediverse account was found for this handle.");
  });

  it("answers 400 to a member who turned federation off", async () => {
    const member = await buildMember(t);
    await t.app.inject({
      method: "PATCH",
      url: "/user/federation/",
      headers: member.headers,
      payload: { enabled: false },
    });
    const response = await follow(member.headers, peer.actorId);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/Turn on .On the fediverse. in your settings/);
  });

  it("answers 404 to unfollowing an account not followed, 400 without an actor address", async () => {
    const member = await buildMember(t);
    const missing = await t.app.inject({
      method: "DELETE",
      url: `${FOLLOWING}?actor=${encodeURIComponent(peer.actorId)}`,
      headers: member.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe("You are not following this fediverse account.");
    const bad = await t.app.inject({ method: "DELETE", url: FOLLOWING, headers: member.headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe("following a fediverse account on a site that does not federate", () => {
  it("answers 400 saying the site does not federate", async () => {
    const off = await createTestApp();
    try {
      const member = await buildMember(off);
      const response = await off.app.inject({
        method: "POST",
        url: FOLLOWING,
        headers: member.headers,
        payload: { handle: "@alice@social.example" },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe("This site does not federate, so it cannot follow fediverse accounts.");
      expect((await off.app.inject({ method: "GET", url: FOLLOWING, headers: member.headers })).json()).toEqual({
        count: 0,
        results: [],
      });
    } finally {
      await off.close();
    }
  });
});
