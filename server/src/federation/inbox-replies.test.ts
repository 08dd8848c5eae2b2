import { monitorEventLoopDelay } from "node:perf_hooks";
import { type Comment, publicationEndpoints } from "@scholarly/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestMail } from "../test/account-factories.js";
import { buildMember } from "../test/factories.js";
import { deliverSigned, TEST_ORIGIN as ORIGIN, startFederation, stopFederation } from "../test/federating-members.js";
import { type FediversePeer, startFediversePeer } from "../test/fediverse-peer.js";
import { waitUntilIdle } from "../test/job-states.js";
import { notificationArrives } from "../test/notifications.js";
import { buildGalleryImage, buildPublication } from "../test/post-factories.js";
import type { TestApp } from "../test/test-app.js";
import { waitFor } from "../test/wait-for.js";
import { fedifyTaskJob } from "./job-message-queue.js";

let t: TestApp;
let peer: FediversePeer;
/** Another server's actor: "someone else" to the reply's author. */
let stranger: FediversePeer;
beforeAll(async () => {
  [{ t, peer }, stranger] = await Promise.all([startFederation(), startFediversePeer()]);
});
afterAll(async () => {
  await stopFederation(t, peer);
  await stranger?.close();
});

const PUBLIC = "https://www.w3.org/ns/activitystreams#Public";
let sequence = 0;

async function federatingMember(settings: object = {}) {
  const member = await buildMember(t);
  await t.app.inject({ method: "PATCH", url: "/user/federation/", headers: member.headers, payload: settings });
  return member;
}

type Headers = Record<string, string>;

async function commentsOf(work: { id: number; type?: string }, headers: Headers = {}) {
  const url = `/user/publication/comments/?id=${work.id}&type=${work.type ?? "publication"}`;
  const response = await t.app.inject({ method: "GET", url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { count: number; results: Comment[] };
}

const moderate = (headers: Headers, id: number, action: string) =>
  t.app.inject({ method: "POST", url: "/user/publication/comments/moderate/", headers, payload: { id, action } });

/** Sends an activity by the peer's actor to the shared inbox, signed, and checks it was taken (202). */
async function deliver(activity: object, from: FediversePeer = peer) {
  const withContext = { "@context": "https://www.w3.org/ns/activitystreams", ...activity };
  const response = await deliverSigned(t, from, `${ORIGIN}/ap/inbox`, withContext);
  expect(response.statusCode, response.body).toBe(202);
}

function replyNote(inReplyTo: string, content = "<p>A fine result.</p>", from: FediversePeer = peer) {
  sequence += 1;
  return {
    id: `${from.origin}/notes/${sequence}`,
    type: "Note",
    attributedTo: from.actorId,
    inReplyTo,
    content,
    to: [PUBLIC],
  };
}

const createOf = (note: ReturnType<typeof replyNote>, from: FediversePeer = peer) => ({
  id: `${note.id}/create`,
  type: "Create",
  actor: from.actorId,
  object: note,
});

const articleOf = (publicationId: number) => `${ORIGIN}/ap/publications/${publicationId}`;
const rowsOfNote = (noteUri: string) =>
  t.db.selectFrom("federation_comments").selectAll().where("note_uri", "=", noteUri).execute();
const stored = (noteUri: string) => waitFor(`the comment ${noteUri}`, async () => (await rowsOfNote(noteUri))[0]);

describe("replies from the fediverse", () => {
  it("keeps a signed reply to a public work awaiting approval and tells its author, in the app and by e-mail", async () => {
    const author = await federatingMember();
    const work = await buildPublication(t, { userId: author.user.id, title: "Fission of uranium" });
    const note = replyNote(articleOf(work.id), "<p>Congratulations on <strong>this</strong>!</p>");
    await deliver(createOf(note));

    const comment = await stored(note.id);
    expect(comment).toMatchObject({ status: "pending", actor_uri: peer.actorId });
    const notification = await notificationArrives(t, author.headers, "fediverse_reply", work.id);
    expect(notification.text).toBe("A reply from the fediverse to “Fission of uranium” awaits your approval.");
    // E-mailed by default, as a full-text request is: the author has something to decide.
    const mail = await waitFor(
      "the e-mail",
      async () => (await t.mailsTo(author.user.email)).length > 0 && latestMail(t, author.user.email),
    );
    expect(mail).toContain("A reply from the fediverse to “Fission of uranium” awaits your approval.");

    expect(await commentsOf(work)).toMatchObject({ count: 0, results: [] });
    const other = await buildMember(t);
    expect((await commentsOf(work, other.headers)).count).toBe(0);
    const own = await commentsOf(work, author.headers);
    expect(own.results).toEqual([
      {
        id: comment.id,
        author: {
          name: "Alice Peer",
          handle: `alice@${new URL(peer.origin).host}`,
          url: `${peer.origin}/@alice`,
          avatar: `${peer.origin}/avatars/alice.png`,
        },
        content_html: "<p>Congratulations on <strong>this</strong>!</p>",
        created_at: comment.created_at.toISOString(),
        status: "pending",
      },
    ]);
  });

  it("shows an approved comment to everyone and a rejected one to the authors only", async () => {
    const author = await federatingMember();
    const work = await buildPublication(t, { userId: author.user.id });
    const [first, second] = [replyNote(articleOf(work.id), "<p>One</p>"), replyNote(articleOf(work.id), "<p>Two</p>")];
    await deliver(createOf(first));
    await deliver(createOf(second));
    const [kept, refused] = [await stored(first.id), await stored(second.id)];

    const approved = await moderate(author.headers, kept.id, "approve");
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ id: kept.id, status: "approved", content_html: "<p>One</p>" });
    expect((await moderate(author.headers, refused.id, "reject")).json()).toMatchObject({ status: "rejected" });

    const seen = await commentsOf(work);
    expect(seen).toMatchObject({ count: 1, next: null, previous: null });
    expect(seen.results.map((comment) => comment.content_html)).toEqual(["<p>One</p>"]);
    const statuses = (await commentsOf(work, author.headers)).results.map((comment) => comment.status);
    expect(statuses).toEqual(["approved", "rejected"]);
  });

  it("lets a confirmed co-author moderate, and answers 403 to anyone else, 404 for no comment, 400 for a bad action", async () => {
    const author = await federatingMember();
    const coauthor = await buildMember(t);
    const work = await buildPublication(t, { userId: author.user.id });
    await t.db
      .insertInto("publication_authors")
      .values({
        publication_id: work.id,
        position: 0,
        name: coauthor.profile.name,
        profile_id: coauthor.profile.id,
        status: "confirmed",
      })
      .execute();
    const note = replyNote(articleOf(work.id));
    await deliver(createOf(note));
    const comment = await stored(note.id);
    await notificationArrives(t, coauthor.headers, "fediverse_reply", work.id);

    expect((await commentsOf(work, coauthor.headers)).count).toBe(1);
    const stranger = await buildMember(t);
    const refused = await moderate(stranger.headers, comment.id, "approve");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("Only an author of the work can moderate its comments.");
    expect((await moderate(stranger.headers, 2_000_000_000, "approve")).json()).toMatchObject({
      error: "Comment not found.",
    });
    const bad = await moderate(coauthor.headers, comment.id, "delete");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("action must be approve or reject.");
    expect((await moderate(coauthor.headers, comment.id, "approve")).json()).toMatchObject({ status: "approved" });
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/user/publication/comments/moderate/",
          payload: { id: comment.id, action: "approve" },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("answers 400 for a bad id or type and 404 for a work that does not exist", async () => {
    const bad = await t.app.inject({ method: "GET", url: "/user/publication/comments/?id=abc&type=publication" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("id must be a positive whole number.");
    const badType = await t.app.inject({ method: "GET", url: "/user/publication/comments/?id=1&type=poem" });
    expect(badType.json().error).toBe("type must be one of publication, image, video, code.");
    const none = await t.app.inject({ method: "GET", url: "/user/publication/comments/?id=2000000000&type=code" });
    expect(none.statusCode).toBe(404);
  });

  it("takes replies to other works' Notes and to landing pages", async () => {
    const author = await federatingMember();
    const image = await buildGalleryImage(t, { userId: author.user.id });
    const work = await buildPublication(t, { userId: author.user.id });
    const toNote = replyNote(`${ORIGIN}/ap/notes/image/${image.id}`);
    const toPage = replyNote(`${ORIGIN}/post/${work.id}?type=publication`);
    await deliver(createOf(toNote));
    await deliver(createOf(toPage));
    expect(await stored(toNote.id)).toMatchObject({ post_type: "image", post_id: image.id });
    expect(await stored(toPage.id)).toMatchObject({ post_type: "publication", post_id: work.id });
  });

  it("keeps nothing of a reply to a private work, to no work, or to a member who does not federate", async () => {
    const author = await federatingMember();
    const quiet = await federatingMember({ enabled: false });
    const privateWork = await buildPublication(t, { userId: author.user.id });
    await t.db.updateTable("publications").set({ upload_mode: "private" }).where("id", "=", privateWork.id).execute();
    const quietWork = await buildPublication(t, { userId: quiet.user.id });
    const notes = [
      replyNote(articleOf(privateWork.id)),
      replyNote(articleOf(2_000_000_000)),
      replyNote(articleOf(quietWork.id)),
      replyNote("https://elsewhere.example/notes/1"),
    ];
    for (const note of notes) await deliver(createOf(note));
    await waitUntilIdle(t.db, fedifyTaskJob);
    for (const note of notes) expect(await rowsOfNote(note.id), note.inReplyTo).toEqual([]);
  });

  it("stores a reply delivered twice once, and notifies once", async () => {
    const author = await federatingMember();
    const work = await buildPublication(t, { userId: author.user.id });
    const note = replyNote(articleOf(work.id));
    await deliver(createOf(note));
    await deliver(createOf(note));
    await deliver({ ...createOf(note), id: `${note.id}/create-again` });
    await stored(note.id);
    await waitUntilIdle(t.db, fedifyTaskJob);
    expect(await rowsOfNote(note.id)).toHaveLength(1);
    await notificationArrives(t, author.headers, "fediverse_reply", work.id);
    const kinds = await t.db
      .selectFrom("notifications")
      .select("kind")
      .where("user_id", "=", author.user.id)
      .where("kind", "=", "fediverse_reply")
      .execute();
    expect(kinds).toHaveLength(1);
  });

  it("changes a reply on its author's Update and removes it on their Delete, ignoring anyone else's Update or Delete", async () => {
    const author = await federatingMember();
    const work = await buildPublication(t, { userId: author.user.id });
    const note = replyNote(articleOf(work.id), "<p>First thoughts</p>");
    await deliver(createOf(note));
    await stored(note.id);

    await deliver({
      id: `${note.id}/update`,
      type: "Update",
      actor: peer.actorId,
      object: { ...note, content: "<p>Second thoughts</p>" },
    });
    await waitFor("the edit", async () => (await rowsOfNote(note.id))[0]?.content_html === "<p>Second thoughts</p>");

    const forged = { ...note, content: "<p>Words put in her mouth</p>" };
    await deliver(
      { id: `${stranger.origin}/updates/1`, type: "Update", actor: stranger.actorId, object: forged },
      stranger,
    );
    const tombstone = { id: note.id, type: "Tombstone" };
    await deliver(
      { id: `${stranger.origin}/deletes/1`, type: "Delete", actor: stranger.actorId, object: tombstone },
      stranger,
    );
    await waitUntilIdle(t.db, fedifyTaskJob);
    expect(await rowsOfNote(note.id)).toMatchObject([{ content_html: "<p>Second thoughts</p>" }]);

    await deliver({ id: `${note.id}/delete`, type: "Delete", actor: peer.actorId, object: tombstone });
    await waitFor("the comment gone", async () => (await rowsOfNote(note.id)).length === 0);
  });

  it("forgets a work's comments when the work is deleted", async () => {
    const author = await federatingMember();
    const work = await buildPublication(t, { userId: author.user.id });
    const note = replyNote(articleOf(work.id));
    await deliver(createOf(note));
    await stored(note.id);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: publicationEndpoints.deletePublication.path,
      headers: author.headers,
      payload: { id: work.id },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await rowsOfNote(note.id)).toEqual([]);
  });

  it("keeps only safe HTML: no scripts, event handlers or javascript: links, and a capped length", async () => {
    const author = await federatingMember();
    const work = await buildPublication(t, { userId: author.user.id });
    const hostile =
      '<p onclick="steal()">Hi <script>alert(1)</script><img src=x onerror="alert(2)">' +
      '<a href="javascript:alert(3)">click</a> <a href="https://example.org/paper" style="color:red">paper</a>' +
      '<em>really</em><iframe src="https://evil.example"></iframe></p>';
    const note = replyNote(articleOf(work.id), hostile);
    const long = replyNote(articleOf(work.id), `<p>${"<strong>word</strong> ".repeat(2_000)}</p>`);
    await deliver(createOf(note));
    await deliver(createOf(long));
    expect((await stored(note.id)).content_html).toBe(
      '<p>Hi <a rel="nofollow noopener noreferrer">click</a> ' +
        '<a href="https://example.org/paper" rel="nofollow noopener noreferrer">paper</a><em>really</em></p>',
    );
    const capped = (await stored(long.id)).content_html;
    expect(capped.length).toBeLessThanOrEqual(20_000);
    expect(capped.startsWith("<p><strong>word</strong> ")).toBe(true);
  });

  it("keeps a reply of a megabyte of nested markup, capped, without holding the event loop", async () => {
    const author = await federatingMember();
    const work = await buildPublication(t, { userId: author.user.id });
    // Just under the inbox's 1 MB: 160,000 unclosed spans, then the words.
    const note = replyNote(articleOf(work.id), `${"<span>".repeat(160_000)}<p>Deep.</p>`);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    await deliver(createOf(note));
    const kept = (await stored(note.id)).content_html;
    loop.disable();
    expect(kept.length).toBeLessThanOrEqual(20_000);
    expect(kept.startsWith("<span><span>")).toBe(true);
    // Reading all of it held the loop for seconds; what is read is now bounded by what is kept (~0.1 s alone).
    expect(loop.max / 1e6).toBeLessThan(1_000);
  });
});
