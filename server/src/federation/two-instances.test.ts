import { type Comment, publicationEndpoints } from "@scholarly/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formOf, publicationForm } from "../test/forms.js";
import { jobCount, jobsWithKey, waitUntilIdle } from "../test/job-states.js";
import { notificationArrives } from "../test/notifications.js";
import {
  type FederatingInstance,
  type FederatingMember,
  startTwoFederatingInstances,
  type TwoFederatingInstances,
} from "../test/two-federating-instances.js";
import { waitFor } from "../test/wait-for.js";
import { fedifyTaskJob } from "./job-message-queue.js";
import { deliverWorkJob } from "./outbox-delivery.js";

// Two instances of Scholarly on loopback federate with each other: a member of B follows a member of A by handle,
// A's works reach B's Following feed through A's outbox, and B's replies wait for approval on A.
// Starting two apps (two databases migrated) takes a while on a busy machine.
let instances: TwoFederatingInstances;
let a: FederatingInstance;
let b: FederatingInstance;
beforeAll(async () => {
  instances = await startTwoFederatingInstances();
  ({ a, b } = instances);
}, 120_000);
afterAll(async () => {
  await instances?.close();
});

const FOLLOWING = "/user/federation/following/";
const PUBLICATIONS = publicationEndpoints.createPublication.path;
/** Deliveries cross two apps' job queues (A's outbox job, then Fedify's task, then B's inbox task): give them time. */
const ACROSS = { timeoutMs: 40_000 };

type Headers = Record<string, string>;

async function followingOf(instance: FederatingInstance, headers: Headers) {
  const response = await instance.app.inject({ method: "GET", url: FOLLOWING, headers });
  return response.json() as { count: number; results: { actor: string; handle: string; status: string }[] };
}

/** B's member asks to follow an account by handle. */
const followFromB = (grace: FederatingMember, handle: string) =>
  b.app.inject({ method: "POST", url: FOLLOWING, headers: grace.headers, payload: { handle } });

const unfollowFromB = (grace: FederatingMember, ada: FederatingMember) =>
  b.app.inject({
    method: "DELETE",
    url: `${FOLLOWING}?actor=${encodeURIComponent(ada.actor)}`,
    headers: grace.headers,
  });

/** Waits until A counts B's member as a follower and B has A's Accept. */
async function acceptedAcross(ada: FederatingMember, grace: FederatingMember) {
  await waitFor("A's follower from B", async () => (await ada.remoteFollowers()) === 1, ACROSS);
  await waitFor(
    "A's Accept at B",
    async () => (await followingOf(b, grace.headers)).results[0]?.status === "accepted",
    ACROSS,
  );
}

/** A member of B following a member of A, accepted. */
async function followAcross(adaName: string, graceName: string) {
  const ada = await a.member(adaName);
  const grace = await b.member(graceName);
  expect((await followFromB(grace, ada.handle)).statusCode).toBe(202);
  await acceptedAcross(ada, grace);
  return { ada, grace };
}

/** Publishes a publication on A through its API, as the app does, with no file. */
async function publishOnA(member: FederatingMember, fields: Record<string, string>): Promise<number> {
  const response = await a.app.inject({
    method: "POST",
    url: PUBLICATIONS,
    headers: member.headers,
    payload: publicationForm({ upload_mode: "none", ...fields }, null),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as number;
}

/** Waits until A's outbox job for this change ran and Fedify has sent whatever it queued. */
async function deliveredFromA(change: string, id: number) {
  await waitFor(
    `A's ${change} delivery of publication ${id}`,
    async () => {
      const jobs = await jobsWithKey(a.db, deliverWorkJob, `${change}:publication:${id}`);
      return jobs.length > 0 && jobs.every((job) => job.state === "completed");
    },
    ACROSS,
  );
  await waitUntilIdle(a.db, fedifyTaskJob, ACROSS);
}

async function followingFeed(headers: Headers) {
  const response = await b.app.inject({ method: "GET", url: "/user/publication/home/?feed=following", headers });
  expect(response.statusCode).toBe(200);
  return response.json() as { count: number; results: Record<string, unknown>[]; next_cursor: string | null };
}

const cardsOf = async (headers: Headers) =>
  (await followingFeed(headers)).results.filter((result) => result.type === "fediverse");

async function commentsOnA(publicationId: number, headers: Headers = {}) {
  const url = `/user/publication/comments/?id=${publicationId}&type=publication`;
  const response = await a.app.inject({ method: "GET", url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { count: number; results: Comment[] };
}

describe("two instances federating", () => {
  it("a member of B follows @ada@A by handle, A accepts, and B's unfollow reaches A", async () => {
    const ada = await a.member("Ada Lovelace");
    const grace = await b.member("Grace Hopper");
    expect(ada.handle).toBe(`ada_lovelace@${new URL(a.origin).host}`);

    const follow = await followFromB(grace, `@${ada.handle}`);
    expect(follow.statusCode).toBe(202);
    expect(follow.json()).toMatchObject({
      actor: ada.actor,
      handle: ada.handle,
      name: "Ada Lovelace",
      status: "pending",
    });

    await acceptedAcross(ada, grace);

    const again = await followFromB(grace, ada.handle);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ actor: ada.actor, status: "accepted" });

    expect((await unfollowFromB(grace, ada)).statusCode).toBe(200);
    expect(await followingOf(b, grace.headers)).toEqual({ count: 0, results: [] });
    await waitFor("the Undo at A", async () => (await ada.remoteFollowers()) === 0, ACROSS);
  });

  it("A publishes a work with a DOI and it shows in B's Following feed as a card; A's edit updates it and A's deletion takes it away", async () => {
    const { ada, grace } = await followAcross("Rosalind Franklin", "Barbara Liskov");
    const id = await publishOnA(ada, {
      title: "Molecular configuration in sodium thymonucleate",
      abstract: "Fibres of DNA photographed.",
      doi: "10.1038/171740a0",
    });
    const withoutDoi = await publishOnA(ada, { title: "Notes from the lab" });

    const card = await waitFor("the card in B's Following feed", async () => (await cardsOf(grace.headers))[0], ACROSS);
    expect(card).toMatchObject({
      type: "fediverse",
      author: { name: "Rosalind Franklin", handle: ada.handle },
      doi: "10.1038/171740a0",
      arxiv: null,
      url: `${a.origin}/post/${id}?type=publication`,
    });
    expect(card.content_html).toContain("<p>Fibres of DNA photographed.</p>");
    // The work without a DOI or an arXiv id was sent too, and B did not keep it.
    await deliveredFromA("post.created", withoutDoi);
    expect(await cardsOf(grace.headers)).toHaveLength(1);

    const edit = await a.app.inject({
      method: "PATCH",
      url: PUBLICATIONS,
      headers: ada.headers,
      payload: formOf({ id: String(id), abstract: "Fibres of DNA, photograph 51." }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await waitFor(
      "the card updated on B",
      async () => String((await cardsOf(grace.headers))[0]?.content_html).includes("photograph 51"),
      ACROSS,
    );

    const removal = await a.app.inject({ method: "DELETE", url: PUBLICATIONS, headers: ada.headers, payload: { id } });
    expect(removal.statusCode).toBe(204);
    await waitFor("the card gone from B", async () => (await cardsOf(grace.headers)).length === 0, ACROSS);
  });

  it("a reply from B to A's work awaits the author's approval on A, who is notified, and is shown once approved", async () => {
    const { ada, grace } = await followAcross("Lise Meitner", "Otto Frisch");
    const id = await publishOnA(ada, { title: "Disintegration of uranium by neutrons", doi: "10.1038/143239a0" });
    const article = `${a.origin}/ap/publications/${id}`;
    // Scholarly has no reply form: B's member's actor sends the reply, signed, as a Mastodon on B would.
    const note = `${grace.actor}/replies/1`;
    const reply = {
      "@context": "https://www.w3.org/ns/activitystreams",
      id: `${note}/create`,
      type: "Create",
      actor: grace.actor,
      to: ["https://www.w3.org/ns/activitystreams#Public"],
      object: {
        id: note,
        type: "Note",
        attributedTo: grace.actor,
        inReplyTo: article,
        content: "<p>A <strong>fine</strong> result.</p>",
        to: ["https://www.w3.org/ns/activitystreams#Public"],
      },
    };
    expect((await b.deliverAs(grace, `${a.origin}/ap/inbox`, reply)).status).toBe(202);

    const pending = await waitFor(
      "the reply on A",
      async () => (await commentsOnA(id, ada.headers)).results[0],
      ACROSS,
    );
    expect(pending).toMatchObject({
      author: { name: "Otto Frisch", handle: grace.handle },
      content_html: "<p>A <strong>fine</strong> result.</p>",
      status: "pending",
    });
    expect(await commentsOnA(id)).toMatchObject({ count: 0, results: [] });
    const notification = await notificationArrives(a, ada.headers, "fediverse_reply", id);
    expect(notification.text).toContain("Disintegration of uranium by neutrons");

    const approval = await a.app.inject({
      method: "POST",
      url: "/user/publication/comments/moderate/",
      headers: ada.headers,
      payload: { id: pending.id, action: "approve" },
    });
    expect(approval.statusCode, approval.body).toBe(200);
    expect(await commentsOnA(id)).toMatchObject({ count: 1, results: [{ id: pending.id, status: "approved" }] });
  });

  it("after B's member unfollows, A's next work does not reach B", async () => {
    const { ada, grace } = await followAcross("Chien-Shiung Wu", "Emmy Noether");
    await publishOnA(ada, { title: "Experimental test of parity conservation", doi: "10.1103/PhysRev.105.1413" });
    await waitFor("the first card on B", async () => (await cardsOf(grace.headers)).length === 1, ACROSS);

    expect((await unfollowFromB(grace, ada)).statusCode).toBe(200);
    await waitFor("the Undo at A", async () => (await ada.remoteFollowers()) === 0, ACROSS);
    await waitUntilIdle(a.db, fedifyTaskJob, ACROSS);
    const tasksBefore = await jobCount(a.db, fedifyTaskJob);

    const next = await publishOnA(ada, { title: "Beta decay revisited", doi: "10.1103/PhysRev.106.1" });
    await deliveredFromA("post.created", next);
    // A's outbox job found no follower left and queued nothing for Fedify to send.
    expect(await jobCount(a.db, fedifyTaskJob)).toBe(tasksBefore);
    await waitUntilIdle(b.db, fedifyTaskJob, ACROSS);
    expect((await cardsOf(grace.headers)).map((card) => card.doi)).not.toContain("10.1103/physrev.106.1");
  });
});
