import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildFederatingMember,
  deliverSigned,
  peerActivity,
  peerReceived,
  startFederation,
  stopFederation,
  TEST_ORIGIN,
} from "../test/federating-members.js";
import { type FediversePeer, type SignedPost, startFediversePeer } from "../test/fediverse-peer.js";
import type { TestApp } from "../test/test-app.js";
import { waitFor } from "../test/wait-for.js";

let t: TestApp;
let peer: FediversePeer;
beforeAll(async () => ({ t, peer } = await startFederation()));
afterAll(() => stopFederation(t, peer));

const federatingMember = (name: string, settings: object = {}) => buildFederatingMember(t, name, settings);
const post = (signed: SignedPost) => t.app.inject({ method: "POST", ...signed });
const follow = (actor: string) => peerActivity(peer, "Follow", actor);
const acceptOf = (followId: string) => peerReceived(peer, "Accept", followId);

describe("the inbox", () => {
  it("accepts a signed Follow, answers it with a signed Accept, and counts the follower", async () => {
    const member = await federatingMember("Lise Meitner");
    const request = follow(member.actor);
    const response = await deliverSigned(t, peer, member.inbox, request);
    expect(response.statusCode).toBe(202);

    const accept = await waitFor("the Accept at the peer's inbox", () => acceptOf(request.id));
    expect(accept.activity.actor).toBe(member.actor);
    // Fedify signs with RFC 9421 first, falling back to draft-cavage for a peer that refuses it (Mastodon).
    expect(String(accept.headers["signature-input"])).toContain(`keyid="${member.actor}#main-key"`);
    expect(await member.remoteFollowers()).toBe(1);
    const followers = await t.app.inject({
      method: "GET",
      url: `/ap/users/${member.profile.id}/followers`,
      headers: { host: "scholarly.test", accept: "application/activity+json" },
    });
    expect(followers.json()).toMatchObject({ totalItems: 1 });
  });

  it("takes a Follow signed by RFC 9421 as well as one signed by draft-cavage", async () => {
    const member = await federatingMember("Emmy Noether");
    const request = follow(member.actor);
    const signed = await peer.signedPost(member.inbox, request, { spec: "rfc9421" });
    expect(signed.headers).toHaveProperty("signature-input");
    expect((await post(signed)).statusCode).toBe(202);
    await waitFor("the Accept at the peer's inbox", () => acceptOf(request.id));
  });

  it("signs its answer by draft-cavage again for a server that refuses RFC 9421", async () => {
    const mastodon = await startFediversePeer({ refusesRfc9421: true });
    try {
      const member = await federatingMember("Rosalind Franklin");
      const request = peerActivity(mastodon, "Follow", member.actor);
      expect((await post(await mastodon.signedPost(member.inbox, request))).statusCode).toBe(202);
      const accept = await waitFor("the Accept, signed again", () => peerReceived(mastodon, "Accept", request.id));
      expect(accept.headers["signature-input"]).toBeUndefined();
      expect(String(accept.headers.signature)).toContain(`keyId="${member.actor}#main-key"`);
    } finally {
      await mastodon.close();
    }
  });

  it("takes follows at the shared inbox too, and forgets the follower on their Undo", async () => {
    const member = await federatingMember("Chien-Shiung Wu");
    const request = follow(member.actor);
    expect((await deliverSigned(t, peer, `${TEST_ORIGIN}/ap/inbox`, request)).statusCode).toBe(202);
    await waitFor("the follower", async () => (await member.remoteFollowers()) === 1);

    const undo = {
      "@context": "https://www.w3.org/ns/activitystreams",
      id: `${request.id}/undo`,
      type: "Undo",
      actor: peer.actorId,
      object: request,
    };
    expect((await deliverSigned(t, peer, member.inbox, undo)).statusCode).toBe(202);
    await waitFor("the follower gone", async () => (await member.remoteFollowers()) === 0);
  });

  it("sends the followers a Delete of the actor, and forgets them, when the member turns federation off", async () => {
    const member = await federatingMember("Cecilia Payne");
    const request = follow(member.actor);
    await deliverSigned(t, peer, member.inbox, request);
    await waitFor("the Accept", () => acceptOf(request.id));

    const off = await t.app.inject({
      method: "PATCH",
      url: "/user/federation/",
      headers: member.headers,
      payload: { enabled: false },
    });
    expect(off.json()).toMatchObject({ enabled: false, remote_followers: expect.any(Number) });
    const deletion = await waitFor("the Delete at the peer's inbox", () =>
      peer.received.find(({ activity }) => activity.type === "Delete" && activity.actor === member.actor),
    );
    expect(deletion.activity.object).toBe(member.actor);
    expect(String(deletion.headers["signature-input"])).toContain(`keyid="${member.actor}#main-key"`);
    await waitFor("the followers forgotten", async () => (await member.remoteFollowers()) === 0);
  });

  it("keeps a follow waiting, unanswered, for a member who approves followers", async () => {
    const member = await federatingMember("Emmy Noether", { approve_followers: true });
    const request = follow(member.actor);
    expect((await deliverSigned(t, peer, member.inbox, request)).statusCode).toBe(202);
    await waitFor("the waiting follow", async () => {
      const row = await t.db
        .selectFrom("federation_followers")
        .select("accepted")
        .where("profile_id", "=", member.profile.id)
        .executeTakeFirst();
      return row && !row.accepted;
    });
    expect(await member.remoteFollowers()).toBe(0);
    expect(acceptOf(request.id)).toBeUndefined();
  });

  it("refuses an unsigned activity and one signed with a key that is not the actor's (401)", async () => {
    const member = await federatingMember("Rosalind Franklin");
    const unsigned = await peer.signedPost(member.inbox, follow(member.actor));
    const { signature: _signature, ...withoutSignature } = unsigned.headers;
    expect((await post({ ...unsigned, headers: withoutSignature })).statusCode).toBe(401);

    const forged = await peer.signedPost(member.inbox, follow(member.actor), { signer: await peer.otherKey() });
    expect((await post(forged)).statusCode).toBe(401);
    expect(await member.remoteFollowers()).toBe(0);
  });

  it("refuses a signature made more than an hour before or after now (401)", async () => {
    const member = await federatingMember("Barbara McClintock");
    const hours = (count: number) => new Date(Date.now() + count * 3_600_000);
    for (const signedAt of [hours(-2), hours(2)]) {
      const stale = await peer.signedPost(member.inbox, follow(member.actor), { signedAt });
      expect((await post(stale)).statusCode, signedAt.toISOString()).toBe(401);
    }
  });

  it("refuses a body changed after signing (its Digest no longer matches)", async () => {
    const member = await federatingMember("Dorothy Hodgkin");
    const signed = await peer.signedPost(member.inbox, follow(member.actor));
    const tampered = signed.payload.replace("Follow", "Block");
    expect((await post({ ...signed, payload: tampered })).statusCode).toBe(401);
  });
});
