import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import {
  deliverSigned,
  TEST_ORIGIN as ORIGIN,
  peerActivity,
  startFederation,
  stopFederation,
} from "../test/federating-members.js";
import type { FediversePeer, ReceivedActivity } from "../test/fediverse-peer.js";
import { pngBytes } from "../test/file-fixtures.js";
import { file, formOf, publicationForm } from "../test/forms.js";
import { jobsWithKey } from "../test/job-states.js";
import type { TestApp } from "../test/test-app.js";
import { waitFor } from "../test/wait-for.js";
import { deliverWorkJob } from "./outbox-delivery.js";

let t: TestApp;
let peer: FediversePeer;
beforeAll(async () => ({ t, peer } = await startFederation()));
afterAll(() => stopFederation(t, peer));

const PUBLICATIONS = "/user/publication/publication/";

type Member = Awaited<ReturnType<typeof buildMember>>;

/** A member the peer's alice follows, her Follow accepted. */
async function followedMember(name: string): Promise<Member & { actor: string }> {
  const member = await buildMember(t, { name });
  const actor = `${ORIGIN}/ap/users/${member.profile.id}`;
  const response = await deliverSigned(t, peer, `${actor}/inbox`, peerActivity(peer, "Follow", actor));
  // No PATCH of the settings first: the member has no actor row yet, as right after sign-up, and is still followed.
  expect(response.statusCode).toBe(202);
  await waitFor("the Accept", () =>
    peer.received.find(({ activity }) => activity.type === "Accept" && activity.actor === actor),
  );
  return { ...member, actor };
}

async function publish(member: Member, fields: Record<string, string> = {}): Promise<number> {
  const response = await t.app.inject({
    method: "POST",
    url: PUBLICATIONS,
    headers: member.headers,
    payload: publicationForm({ abstract: "Fission explained.", ...fields }),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id as number;
}

const objectId = (activity: Record<string, unknown>) => {
  const object = activity.object as string | { id?: string };
  return typeof object === "string" ? object : object.id;
};

const receivedOf = (type: string, object: string) =>
  waitFor(`a ${type} of ${object} at the peer's inbox`, () =>
    peer.received.find(({ activity }) => activity.type === type && objectId(activity) === object),
  );

/** Waits until the delivery job for this change ran, so what it sent (or not) has been queued. */
const deliveryDone = (change: string, kind: string, id: number) =>
  waitFor(`the ${change} delivery of ${kind} ${id}`, async () => {
    const jobs = await jobsWithKey(t.db, deliverWorkJob, `${change}:${kind}:${id}`);
    return jobs.length > 0 && jobs.every((job) => job.state === "completed");
  });

const signedBy = (received: ReceivedActivity, actor: string) =>
  String(received.headers["signature-input"] ?? received.headers.signature).includes(`${actor}#main-key`);

describe("works sent to followers elsewhere", () => {
  it("a new public publication goes as a signed Create of an Article, an edit as an Update, a deletion as a Delete", async () => {
    const member = await followedMember("Lise Meitner");
    const id = await publish(member, { title: "Disintegration of uranium" });
    const object = `${ORIGIN}/ap/publications/${id}`;

    const created = await receivedOf("Create", object);
    expect(signedBy(created, member.actor)).toBe(true);
    expect(created.activity).toMatchObject({
      id: `${object}#create`,
      actor: member.actor,
      // Delivered activities spell Public out (Mastodon reads it so); objects served here compact it to as:Public.
      to: "https://www.w3.org/ns/activitystreams#Public",
      cc: `${member.actor}/followers`,
      object: { type: "Article", name: "Disintegration of uranium", summary: "<p>Fission explained.</p>" },
    });

    const edit = await t.app.inject({
      method: "PATCH",
      url: PUBLICATIONS,
      headers: member.headers,
      payload: formOf({ id: String(id), title: "Disintegration of uranium by neutrons" }),
    });
    expect(edit.statusCode).toBe(200);
    const updated = await receivedOf("Update", object);
    expect(updated.activity).toMatchObject({
      actor: member.actor,
      object: { type: "Article", name: "Disintegration of uranium by neutrons" },
    });
    expect(signedBy(updated, member.actor)).toBe(true);

    const removal = await t.app.inject({
      method: "DELETE",
      url: PUBLICATIONS,
      headers: member.headers,
      payload: { id },
    });
    expect(removal.statusCode).toBe(204);
    const deleted = await receivedOf("Delete", object);
    expect(deleted.activity).toMatchObject({ actor: member.actor, object: { type: "Tombstone", id: object } });
    expect(signedBy(deleted, member.actor)).toBe(true);
  });

  it("a new gallery image goes as a Create of a Note with the picture", async () => {
    const member = await followedMember("Rosalind Franklin");
    const response = await t.app.inject({
      method: "POST",
      url: "/user/gallery/gallery-images/",
      headers: member.headers,
      payload: formOf({ description: "Photo 51", image: file(pngBytes(), "photo51.png") }),
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().data.id as number;
    const created = await receivedOf("Create", `${ORIGIN}/ap/notes/image/${id}`);
    expect(created.activity.object).toMatchObject({
      type: "Note",
      content: "<p>Photo 51</p>",
      attachment: [{ type: "Image", mediaType: "image/png", name: "Photo 51" }],
    });
  });

  it("sends nothing for a private publication, and a Delete when an edit makes a public one private", async () => {
    const member = await followedMember("Chien-Shiung Wu");
    const hidden = await publish(member, { upload_mode: "private" });
    await deliveryDone("post.created", "publication", hidden);

    const id = await publish(member);
    const object = `${ORIGIN}/ap/publications/${id}`;
    await receivedOf("Create", object);
    await t.app.inject({
      method: "PATCH",
      url: PUBLICATIONS,
      headers: member.headers,
      payload: formOf({ id: String(id), upload_mode: "private" }),
    });
    await receivedOf("Delete", object);
    expect(peer.received.some(({ activity }) => objectId(activity) === `${ORIGIN}/ap/publications/${hidden}`)).toBe(
      false,
    );
    expect(peer.received.some(({ activity }) => activity.type === "Update" && objectId(activity) === object)).toBe(
      false,
    );
  });

  it("sends nothing for a member who turned federation off", async () => {
    const member = await followedMember("Emmy Noether");
    await t.app.inject({
      method: "PATCH",
      url: "/user/federation/",
      headers: member.headers,
      payload: { enabled: false },
    });
    const id = await publish(member);
    await deliveryDone("post.created", "publication", id);
    expect(peer.received.some(({ activity }) => objectId(activity) === `${ORIGIN}/ap/publications/${id}`)).toBe(false);
  });
});
