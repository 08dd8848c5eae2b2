import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FederatingInstance,
  startTwoFederatingInstances,
  type TwoFederatingInstances,
} from "../test/two-federating-instances.js";
import { waitFor } from "../test/wait-for.js";

// Two instances of Scholarly on loopback federate with each other: a member of B follows a member of A by handle.
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

async function followingOf(instance: FederatingInstance, headers: Record<string, string>) {
  const response = await instance.app.inject({ method: "GET", url: FOLLOWING, headers });
  return response.json() as { count: number; results: { actor: string; handle: string; status: string }[] };
}

/** A member of B following a member of A, accepted. */
async function followAcross(adaName: string, graceName: string) {
  const ada = await a.member(adaName);
  const grace = await b.member(graceName);
  const follow = await b.app.inject({
    method: "POST",
    url: FOLLOWING,
    headers: grace.headers,
    payload: { handle: ada.handle },
  });
  expect(follow.statusCode).toBe(202);
  await waitFor("A's Accept at B", async () => (await followingOf(b, grace.headers)).results[0]?.status === "accepted");
  return { ada, grace };
}

let sequence = 0;
/** A Create of a public Note by `actor`, as A would send it once its outbox is built. */
function noteCreate(actor: string, content: string) {
  sequence += 1;
  const note = `${actor}/notes/${sequence}`;
  return {
    "@context": "https://www.w3.org/ns/activitystreams",
    id: `${note}/activity`,
    type: "Create",
    actor,
    to: ["https://www.w3.org/ns/activitystreams#Public"],
    object: {
      id: note,
      type: "Note",
      attributedTo: actor,
      content,
      url: `${a.origin}/post/${sequence}`,
      published: new Date().toISOString(),
      to: ["https://www.w3.org/ns/activitystreams#Public"],
    },
  };
}

async function followingFeed(headers: Record<string, string>, query = "") {
  const response = await b.app.inject({
    method: "GET",
    url: `/user/publication/home/?feed=following${query}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { count: number; results: Record<string, unknown>[]; next_cursor: string | null };
}

describe("two instances federating", () => {
  it("a member of B follows @ada@A by handle, A accepts, and B's unfollow reaches A", async () => {
    const ada = await a.member("Ada Lovelace");
    const grace = await b.member("Grace Hopper");
    expect(ada.handle).toBe(`ada_lovelace@${new URL(a.origin).host}`);

    const follow = await b.app.inject({
      method: "POST",
      url: FOLLOWING,
      headers: grace.headers,
      payload: { handle: `@${ada.handle}` },
    });
    expect(follow.statusCode).toBe(202);
    expect(follow.json()).toMatchObject({
      actor: ada.actor,
      handle: ada.handle,
      name: "Ada Lovelace",
      status: "pending",
    });

    await waitFor("A's follower from B", async () => (await ada.remoteFollowers()) === 1);
    await waitFor(
      "A's Accept at B",
      async () => (await followingOf(b, grace.headers)).results[0]?.status === "accepted",
    );

    const again = await b.app.inject({
      method: "POST",
      url: FOLLOWING,
      headers: grace.headers,
      payload: { handle: ada.handle },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ actor: ada.actor, status: "accepted" });

    const unfollow = await b.app.inject({
      method: "DELETE",
      url: `${FOLLOWING}?actor=${encodeURIComponent(ada.actor)}`,
      headers: grace.headers,
    });
    expect(unfollow.statusCode).toBe(200);
    expect(await followingOf(b, grace.headers)).toEqual({ count: 0, results: [] });
    await waitFor("the Undo at A", async () => (await ada.remoteFollowers()) === 0);
  });

  it("a post of the followed account citing a DOI shows in B's Following feed as a fediverse card; others do not", async () => {
    const { ada, grace } = await followAcross("Rosalind Franklin", "Barbara Liskov");
    const inbox = `${b.origin}/ap/inbox`;
    const cited = noteCreate(
      ada.actor,
      '<p>Our paper: <a href="https://doi.org/10.1038/171737a0">doi</a><script>x()</script></p>',
    );
    expect((await a.deliverAs(ada, inbox, cited)).status).toBe(202);
    expect((await a.deliverAs(ada, inbox, noteCreate(ada.actor, "<p>Lunch was good.</p>"))).status).toBe(202);

    const card = await waitFor("the card in B's Following feed", async () =>
      (await followingFeed(grace.headers)).results.find((result) => result.type === "fediverse"),
    );
    expect(card).toMatchObject({
      type: "fediverse",
      author: { name: "Rosalind Franklin", handle: ada.handle },
      doi: "10.1038/171737a0",
      arxiv: null,
      url: cited.object.url,
    });
    expect(card.content_html).not.toContain("script");
    expect((await followingFeed(grace.headers)).count).toBe(1);

    const deletion = {
      "@context": "https://www.w3.org/ns/activitystreams",
      id: `${cited.object.id}#delete`,
      type: "Delete",
      actor: ada.actor,
      object: { id: cited.object.id, type: "Tombstone" },
    };
    expect((await a.deliverAs(ada, inbox, deletion)).status).toBe(202);
    await waitFor("the card gone", async () => (await followingFeed(grace.headers)).count === 0);
  });
});
