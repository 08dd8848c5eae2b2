import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FederatingInstance,
  startTwoFederatingInstances,
  type TwoFederatingInstances,
} from "../test/two-federating-instances.js";
import { waitFor } from "../test/wait-for.js";

// Two instances of Scholarly on loopback federate with each other: a member of B follows a member of A by handle.
let instances: TwoFederatingInstances;
let a: FederatingInstance;
let b: FederatingInstance;
beforeAll(async () => {
  instances = await startTwoFederatingInstances();
  ({ a, b } = instances);
}, 60_000);
afterAll(async () => {
  await instances?.close();
});

const FOLLOWING = "/user/federation/following/";

async function followingOf(instance: FederatingInstance, headers: Record<string, string>) {
  const response = await instance.app.inject({ method: "GET", url: FOLLOWING, headers });
  return response.json() as { count: number; results: { actor: string; handle: string; status: string }[] };
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
});
