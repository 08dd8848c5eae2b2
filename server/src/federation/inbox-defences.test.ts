import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOB_SCHEMA } from "../jobs/pg-boss-queue.js";
import {
  buildFederatingMember,
  deliverSigned,
  peerActivity,
  peerReceived,
  startFederation,
  stopFederation,
  TEST_ORIGIN,
} from "../test/federating-members.js";
import { type FediversePeer, startFediversePeer } from "../test/fediverse-peer.js";
import { waitUntilIdle } from "../test/job-states.js";
import type { TestApp } from "../test/test-app.js";
import { waitFor } from "../test/wait-for.js";
import { fedifyTaskJob } from "./job-message-queue.js";

const INBOX_RATE = 3;

let t: TestApp;
let peer: FediversePeer;
beforeAll(async () => {
  ({ t, peer } = await startFederation({
    // localhost is the peer under another name: a server this site refuses to deliver to.
    FEDERATION_BLOCKED_DOMAINS: "blocked.test, localhost",
    FEDERATION_INBOX_RATE: `${INBOX_RATE}/1m`,
  }));
});
afterAll(() => stopFederation(t, peer));

/** What a blocked server's activity could have left behind: followers, Fedify's cache, queued work. */
async function traces() {
  const { rows } = await sql<{ followers: number; kv: number; tasks: number }>`SELECT
    (SELECT count(*)::int FROM federation_followers) AS followers,
    (SELECT count(*)::int FROM federation_kv) AS kv,
    (SELECT count(*)::int FROM ${sql.id(JOB_SCHEMA, "job")} WHERE name = ${fedifyTaskJob.name}) AS tasks`.execute(t.db);
  return rows[0];
}

describe("the operator's blocklist", () => {
  it.each([
    ["a blocked domain", "https://blocked.test/users/mallory"],
    ["a subdomain of a blocked domain", "https://social.blocked.test/users/mallory"],
  ])("drops a Follow from %s (202), storing nothing and fetching nothing", async (_case, mallory) => {
    const member = await buildFederatingMember(t, "Ada Yonath");
    const before = await traces();
    const follow = { ...peerActivity(peer, "Follow", member.actor), actor: mallory };
    const signed = await peer.signedPost(member.inbox, follow, { keyId: `${mallory}#main-key` });

    const response = await t.app.inject({ method: "POST", ...signed });
    expect(response.statusCode).toBe(202);
    expect(await traces()).toEqual(before);
    expect(peerReceived(peer, "Accept", follow.id)).toBeUndefined();
  });

  it("drops an activity whose actor is on a blocked domain, whoever signed it", async () => {
    const member = await buildFederatingMember(t, "Frances Arnold");
    const before = await traces();
    const follow = { ...peerActivity(peer, "Follow", member.actor), actor: "https://blocked.test/users/mallory" };
    const response = await deliverSigned(t, peer, member.inbox, follow);
    expect(response.statusCode).toBe(202);
    expect(await traces()).toEqual(before);
  });

  it("delivers nothing to a follower on a blocked server, and to the others as before", async () => {
    const member = await buildFederatingMember(t, "Tu Youyou");
    const blockedPeer = peer.origin.replace("127.0.0.1", "localhost");
    await t.db
      .insertInto("federation_followers")
      .values(
        [peer.origin, blockedPeer].map((origin) => ({
          profile_id: member.profile.id,
          actor_uri: `${origin}/users/alice`,
          inbox_uri: `${origin}/users/alice/inbox`,
          follow_uri: `${origin}/activities/follow-${member.profile.id}`,
          accepted: true,
        })),
      )
      .execute();

    await t.app.inject({
      method: "PATCH",
      url: "/user/federation/",
      headers: member.headers,
      payload: { enabled: false },
    });
    const deleteTo = (host: string) =>
      peer.received.find(
        ({ activity, headers }) =>
          activity.type === "Delete" && activity.actor === member.actor && headers.host === host,
      );
    await waitFor("the Delete at the follower who is not blocked", () => deleteTo(new URL(peer.origin).host));
    await waitUntilIdle(t.db, fedifyTaskJob);
    expect(deleteTo(new URL(blockedPeer).host)).toBeUndefined();
  });
});

describe("the inbox's rate per remote server", () => {
  // A server of its own (another port), so what the other tests sent does not count against it.
  let flooder: FediversePeer;
  beforeAll(async () => {
    flooder = await startFediversePeer();
  });
  afterAll(() => flooder.close());

  it(`takes ${INBOX_RATE} activities from one server in the window, then answers 429 with Retry-After`, async () => {
    const member = await buildFederatingMember(t, "May-Britt Moser");
    const statuses: number[] = [];
    for (let sent = 0; sent <= INBOX_RATE; sent++) {
      const signed = await flooder.signedPost(member.inbox, peerActivity(flooder, "Follow", member.actor));
      statuses.push((await t.app.inject({ method: "POST", ...signed })).statusCode);
    }
    expect(statuses).toEqual([...Array(INBOX_RATE).fill(202), 429]);

    const limited = await t.app.inject({
      method: "POST",
      ...(await flooder.signedPost(`${TEST_ORIGIN}/ap/inbox`, peerActivity(flooder, "Follow", member.actor))),
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().error).toMatch(/^Too many activities from your server\. Try again in /);

    const fromElsewhere = await peer.signedPost(member.inbox, peerActivity(peer, "Follow", member.actor));
    expect((await t.app.inject({ method: "POST", ...fromElsewhere })).statusCode).toBe(202);
  });
});
