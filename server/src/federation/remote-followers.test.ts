import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildFederatingMember,
  deliverSigned,
  peerActivity,
  peerReceived,
  startFederation,
  stopFederation,
} from "../test/federating-members.js";
import type { FediversePeer } from "../test/fediverse-peer.js";
import type { TestApp } from "../test/test-app.js";
import { waitFor } from "../test/wait-for.js";

let t: TestApp;
let peer: FediversePeer;
beforeAll(async () => ({ t, peer } = await startFederation()));
afterAll(() => stopFederation(t, peer));

type Member = Awaited<ReturnType<typeof buildFederatingMember>>;

const followersOf = (member: Member, status: string) =>
  t.app.inject({ method: "GET", url: `/user/federation/followers/?status=${status}`, headers: member.headers });

const decide = (member: Member, payload: object) =>
  t.app.inject({ method: "POST", url: "/user/federation/followers/decide/", headers: member.headers, payload });

/** The peer's alice follows the member; answers her Follow once it is stored (waiting or accepted). */
async function followedByAlice(member: Member) {
  const follow = peerActivity(peer, "Follow", member.actor);
  const response = await deliverSigned(t, peer, member.inbox, follow);
  expect(response.statusCode).toBe(202);
  await waitFor("the follower stored", async () => {
    const [waiting, accepted] = await Promise.all([followersOf(member, "waiting"), followersOf(member, "accepted")]);
    return waiting.json().count + accepted.json().count === 1;
  });
  return follow;
}

describe("a member's followers on other servers", () => {
  it("lists a waiting follower with their name, handle, picture and page, to the member they follow only", async () => {
    const member = await buildFederatingMember(t, "Katherine Johnson", { approve_followers: true });
    const other = await buildFederatingMember(t, "Dorothy Vaughan");
    await followedByAlice(member);

    const waiting = await followersOf(member, "waiting");
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toEqual({
      count: 1,
      results: [
        {
          actor: peer.actorId,
          handle: `alice@${new URL(peer.origin).host}`,
          name: "Alice Peer",
          url: `${peer.origin}/@alice`,
          avatar: `${peer.origin}/avatars/alice.png`,
          followed_at: expect.any(String),
        },
      ],
    });
    expect((await followersOf(member, "accepted")).json()).toEqual({ count: 0, results: [] });
    expect((await followersOf(other, "waiting")).json()).toEqual({ count: 0, results: [] });

    const elsewhere = await decide(other, { actor: peer.actorId, action: "accept" });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error).toBe("This follower was not found.");
    expect((await followersOf(member, "waiting")).json().count).toBe(1);
  });

  it("accepting a waiting follower sends their server a signed Accept of the Follow, and counts them", async () => {
    const member = await buildFederatingMember(t, "Mary Jackson", { approve_followers: true });
    const follow = await followedByAlice(member);

    const accepted = await decide(member, { actor: peer.actorId, action: "accept" });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ message: "The follower is accepted.", status: "accepted" });

    const accept = await waitFor("the Accept at the peer's inbox", () => peerReceived(peer, "Accept", follow.id));
    expect(accept.activity.actor).toBe(member.actor);
    expect(String(accept.headers["signature-input"])).toContain(`keyid="${member.actor}#main-key"`);
    expect((await followersOf(member, "accepted")).json().results).toMatchObject([{ actor: peer.actorId }]);
    expect((await followersOf(member, "waiting")).json().count).toBe(0);
    const settings = await t.app.inject({ method: "GET", url: "/user/federation/", headers: member.headers });
    expect(settings.json().remote_followers).toBe(1);
  });

  it("refusing a waiting follower sends a signed Reject of the Follow and forgets them", async () => {
    const member = await buildFederatingMember(t, "Annie Easley", { approve_followers: true });
    const follow = await followedByAlice(member);

    const refused = await decide(member, { actor: peer.actorId, action: "reject" });
    expect(refused.json()).toEqual({ message: "The follower is refused.", status: "removed" });

    const reject = await waitFor("the Reject at the peer's inbox", () => peerReceived(peer, "Reject", follow.id));
    expect(reject.activity.actor).toBe(member.actor);
    expect(String(reject.headers["signature-input"])).toContain(`keyid="${member.actor}#main-key"`);
    expect((await followersOf(member, "waiting")).json().count).toBe(0);
    expect((await decide(member, { actor: peer.actorId, action: "reject" })).statusCode).toBe(404);
  });

  it("removes an accepted follower with a Reject, so their server stops showing the follow", async () => {
    const member = await buildFederatingMember(t, "Christine Darden");
    const follow = await followedByAlice(member);
    await waitFor("the Accept", () => peerReceived(peer, "Accept", follow.id));

    expect((await decide(member, { actor: peer.actorId, action: "reject" })).statusCode).toBe(200);
    await waitFor("the Reject", () => peerReceived(peer, "Reject", follow.id));
    expect((await followersOf(member, "accepted")).json().count).toBe(0);
  });

  it("refuses a decision that is not accept or reject, and a status that is not waiting or accepted (400)", async () => {
    const member = await buildFederatingMember(t, "Melba Roy Mouton");
    const bad = await decide(member, { actor: peer.actorId, action: "block" });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("action must be accept or reject.");
    expect((await followersOf(member, "pending")).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: "GET", url: "/user/federation/followers/?status=waiting" });
    expect(anonymous.statusCode).toBe(401);
  });
});
