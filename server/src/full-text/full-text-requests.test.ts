import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { pdfBytes } from "../test/file-fixtures.js";
import { notificationArrives, notificationsOf } from "../test/notifications.js";
import { buildPublication } from "../test/publication-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

type Member = Awaited<ReturnType<typeof buildMember>>;

describe("requesting the full text of a private publication", () => {
  let t: TestApp;
  let author: Member;
  beforeAll(async () => {
    t = await createTestApp();
    author = await buildMember(t, { name: "Ada Lovelace" });
  });
  afterAll(() => t.close());

  async function privatePublication(title = "Sealed findings") {
    const key = `document/${crypto.randomUUID()}.pdf`;
    await t.storage.put(key, Readable.from([pdfBytes(1500)]), "application/pdf");
    return buildPublication(t, { user_id: author.user.id, title, upload_mode: "private", upload_document: key });
  }

  const ask = (member: Member, id: number, message?: string) =>
    t.app.inject({
      method: "POST",
      url: "/user/publication/request-full-text/",
      headers: member.headers,
      payload: { id, ...(message !== undefined && { message }) },
    });
  const answer = (member: Member, id: number, decision: "send" | "decline") =>
    t.app.inject({
      method: "POST",
      url: "/user/publication/full-text-requests/answer/",
      headers: member.headers,
      payload: { id, decision },
    });

  it("notifies the author with the requester's name and message, and lists the request", async () => {
    const publication = await privatePublication("Engines of thought");
    const reader = await buildMember(t, { name: "Charles Babbage" });
    const asked = await ask(reader, publication.id, "For my thesis, please.");
    expect(asked.statusCode).toBe(201);
    expect(asked.json().message).toBe("Your request has been sent to the authors.");
    const notification = await notificationArrives(t, author.headers, "full_text_request", publication.id);
    expect(notification).toMatchObject({
      actor: { id: reader.profile.id, name: "Charles Babbage" },
      post: { id: publication.id, type: "publication", title: "Engines of thought" },
      request_status: "open",
      read: false,
    });
    expect(notification.text).toBe(
      "Charles Babbage asked for the full text of “Engines of thought”. “For my thesis, please.”",
    );
    const listed = await t.app.inject({
      method: "GET",
      url: "/user/publication/full-text-requests/",
      headers: author.headers,
    });
    expect(listed.json()).toMatchObject({ count: 1, next: null, previous: null });
    expect(listed.json().results[0]).toMatchObject({
      id: notification.request_id,
      post: { id: publication.id, title: "Engines of thought" },
      requester: { id: reader.profile.id, name: "Charles Babbage" },
      message: "For my thesis, please.",
      status: "open",
    });
  });

  it("refuses a second open request by the same member with a clear message", async () => {
    const publication = await privatePublication();
    const reader = await buildMember(t);
    expect((await ask(reader, publication.id)).statusCode).toBe(201);
    const again = await ask(reader, publication.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(
      "You have already requested the full text of this publication; the authors have not answered yet.",
    );
  });

  it("refuses requests for public publications, one's own, and publications that do not exist", async () => {
    const reader = await buildMember(t);
    const open = await buildPublication(t, { user_id: author.user.id });
    expect((await ask(reader, open.id)).json().error).toBe("The full text of this publication is already public.");
    const own = await privatePublication();
    expect((await ask(author, own.id)).json().error).toBe("This is your own publication.");
    expect((await ask(reader, 2_000_000)).statusCode).toBe(404);
  });

  it("sends the file by a link that works for the requester only", async () => {
    const publication = await privatePublication("A sent paper");
    const reader = await buildMember(t, { name: "Mary Somerville" });
    const other = await buildMember(t);
    await ask(reader, publication.id);
    const request = await notificationArrives(t, author.headers, "full_text_request", publication.id);
    const requestId = request.request_id as number;
    expect((await answer(other, requestId, "send")).statusCode).toBe(404);
    const sent = await answer(author, requestId, "send");
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe("The full text has been sent.");

    const answered = await notificationArrives(t, reader.headers, "full_text_answer", publication.id);
    expect(answered.text).toBe("Ada Lovelace sent you the full text of “A sent paper”.");
    const link = answered.link as string;
    expect(link).toMatch(/^\/user\/publication\/full-text-requests\/file\/\?id=\d+&expires=\d+&signature=[\w-]{43}$/);
    const expires = Number(new URL(link, "http://x").searchParams.get("expires"));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    const file = await t.app.inject({ method: "GET", url: link, headers: reader.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toBe('attachment; filename="A-sent-paper.pdf"');
    expect(file.rawPayload.equals(pdfBytes(1500))).toBe(true);

    expect((await t.app.inject({ method: "GET", url: link, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: link, headers: author.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: link })).statusCode).toBe(401);
    const altered = link.replace(/expires=(\d+)/, (_all, value: string) => `expires=${Number(value) + 1}`);
    expect((await t.app.inject({ method: "GET", url: altered, headers: reader.headers })).statusCode).toBe(404);
    expect((await answer(author, requestId, "decline")).json().error).toBe("This request has already been answered.");
  });

  it("tells the requester when the author declines, with no link, and lets them ask again", async () => {
    const publication = await privatePublication("Not yet");
    const reader = await buildMember(t);
    await ask(reader, publication.id);
    const request = await notificationArrives(t, author.headers, "full_text_request", publication.id);
    const declined = await answer(author, request.request_id as number, "decline");
    expect(declined.json().message).toBe("The request has been declined.");
    const answered = await notificationArrives(t, reader.headers, "full_text_answer", publication.id);
    expect(answered.text).toBe("Ada Lovelace declined your request for the full text of “Not yet”.");
    expect(answered).toMatchObject({ request_status: "declined" });
    expect(answered.link).toBeUndefined();
    expect((await ask(reader, publication.id)).statusCode).toBe(201);
    const authorList = await notificationsOf(t, author.headers);
    const original = authorList.find((item) => item.request_id === request.request_id);
    expect(original?.request_status).toBe("declined");
  });
});
