import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildFederatingMember,
  deliverSigned,
  peerActivity,
  startFederation,
  stopFederation,
  TEST_ORIGIN,
} from "../test/federating-members.js";
import type { FediversePeer } from "../test/fediverse-peer.js";
import { waitUntilIdle } from "../test/job-states.js";
import { buildGalleryImage, buildPublication } from "../test/post-factories.js";
import type { TestApp } from "../test/test-app.js";
import { waitFor } from "../test/wait-for.js";
import { fedifyTaskJob } from "./job-message-queue.js";

let t: TestApp;
let peer: FediversePeer;
let member: Awaited<ReturnType<typeof buildFederatingMember>>;
beforeAll(async () => {
  ({ t, peer } = await startFederation());
  member = await buildFederatingMember(t, "Grace Hopper");
});
afterAll(() => stopFederation(t, peer));

async function deliver(activity: object) {
  expect((await deliverSigned(t, peer, `${TEST_ORIGIN}/ap/inbox`, activity)).statusCode).toBe(202);
}

async function detailCounts(type: string, id: number) {
  const response = await t.app.inject({ method: "GET", url: `/user/publication/post/?id=${id}&type=${type}` });
  const { fediverse_likes, fediverse_shares } = response.json();
  return { likes: fediverse_likes as number, shares: fediverse_shares as number };
}

const countsReach = (type: string, id: number, likes: number, shares: number) =>
  waitFor(`${likes} likes and ${shares} shares`, async () => {
    const counts = await detailCounts(type, id);
    return counts.likes === likes && counts.shares === shares;
  });

describe("likes and boosts from the fediverse", () => {
  it("shows 0 likes and 0 shares on a post nobody reacted to", async () => {
    const publication = await buildPublication(t, { userId: member.user.id });
    expect(await detailCounts("publication", publication.id)).toEqual({ likes: 0, shares: 0 });
  });

  it("counts a Like and an Announce of a publication once per account, however often they arrive", async () => {
    const publication = await buildPublication(t, { userId: member.user.id });
    const article = `${TEST_ORIGIN}/ap/publications/${publication.id}`;
    await deliver(peerActivity(peer, "Like", article));
    await deliver(peerActivity(peer, "Like", article));
    await deliver(peerActivity(peer, "Announce", article));
    await countsReach("publication", publication.id, 1, 1);
  });

  it("takes back a Like when its actor sends an Undo of it, and leaves the boost", async () => {
    const image = await buildGalleryImage(t, { userId: member.user.id });
    const note = `${TEST_ORIGIN}/ap/notes/image/${image.id}`;
    const like = peerActivity(peer, "Like", note);
    await deliver(like);
    await deliver(peerActivity(peer, "Announce", note));
    await countsReach("image", image.id, 1, 1);

    await deliver({ ...peerActivity(peer, "Undo", like), id: `${like.id}/undo` });
    await countsReach("image", image.id, 0, 1);
  });

  it("ignores a Like of something that is not one of our works, or of a work that does not exist", async () => {
    await deliver(peerActivity(peer, "Like", `${peer.origin}/notes/1`));
    await deliver(peerActivity(peer, "Like", `${TEST_ORIGIN}/ap/publications/999999`));
    const publication = await buildPublication(t, { userId: member.user.id });
    // A publication is an Article at /ap/publications/{id}, never a Note.
    await deliver(peerActivity(peer, "Like", `${TEST_ORIGIN}/ap/notes/publication/${publication.id}`));
    await waitUntilIdle(t.db, fedifyTaskJob);
    expect(await t.db.selectFrom("federation_reactions").selectAll().execute()).not.toContainEqual(
      expect.objectContaining({ post_id: 999999 }),
    );
    expect(await detailCounts("publication", publication.id)).toEqual({ likes: 0, shares: 0 });
  });

  it("forgets a work's likes and boosts when the work is deleted", async () => {
    const publication = await buildPublication(t, { userId: member.user.id });
    await deliver(peerActivity(peer, "Like", `${TEST_ORIGIN}/ap/publications/${publication.id}`));
    await countsReach("publication", publication.id, 1, 0);

    await t.db.deleteFrom("publications").where("id", "=", publication.id).execute();
    const left = await t.db
      .selectFrom("federation_reactions")
      .selectAll()
      .where("post_kind", "=", "publication")
      .where("post_id", "=", publication.id)
      .execute();
    expect(left).toEqual([]);
  });
});
