import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { minimalPdf } from "../test/file-fixtures.js";
import { file, formOf } from "../test/forms.js";
import { notificationArrives } from "../test/notifications.js";
import { buildPublication } from "../test/publication-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

type Member = Awaited<ReturnType<typeof buildMember>>;

let t: TestApp;
let author: Member;
beforeAll(async () => {
  t = await createTestApp();
  author = await buildMember(t, { name: "Ada Lovelace" });
});
afterAll(() => t.close());

const SENT_VERSION = minimalPdf("The version that was sent");

async function privatePublication() {
  const key = `document/${crypto.randomUUID()}.pdf`;
  await t.storage.put(key, Readable.from([SENT_VERSION]), "application/pdf");
  return buildPublication(t, { user_id: author.user.id, upload_mode: "private", upload_document: key });
}

const post = (member: Member, url: string, payload: object) =>
  t.app.inject({ method: "POST", url, headers: member.headers, payload });

/** A request by a new reader, answered "send": the request's id and the reader's link. */
async function sentRequest(publicationId: number) {
  const reader = await buildMember(t);
  await post(reader, "/user/publication/request-full-text/", { id: publicationId });
  const request = await notificationArrives(t, author.headers, "full_text_request", publicationId);
  const id = request.request_id as number;
  expect(
    (await post(author, "/user/publication/full-text-requests/answer/", { id, decision: "send" })).statusCode,
  ).toBe(200);
  const answered = await notificationArrives(t, reader.headers, "full_text_answer", publicationId);
  return { id, reader, link: answered.link as string };
}

const fetchLink = (reader: Member, link: string) => t.app.inject({ method: "GET", url: link, headers: reader.headers });
const revoke = (member: Member, id: unknown) => post(member, "/user/publication/full-text-requests/revoke/", { id });

describe("a sent full-text link", () => {
  it("serves the version that was sent, not the document that replaced it", async () => {
    const publication = await privatePublication();
    const { reader, link } = await sentRequest(publication.id);
    const replacement = `document/${crypto.randomUUID()}.pdf`;
    await t.storage.put(replacement, Readable.from([minimalPdf("A later version")]), "application/pdf");
    await t.db
      .updateTable("publications")
      .set({ upload_document: replacement })
      .where("id", "=", publication.id)
      .execute();

    const served = await fetchLink(reader, link);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(SENT_VERSION)).toBe(true);
  });

  it("answers 404 once the owner's edit has replaced the version sent", async () => {
    const publication = await privatePublication();
    const { reader, link } = await sentRequest(publication.id);
    const edited = await t.app.inject({
      method: "PATCH",
      url: "/user/publication/publication/",
      headers: author.headers,
      payload: formOf({ id: String(publication.id), upload_document: file(minimalPdf("Revised"), "revised.pdf") }),
    });
    expect(edited.statusCode).toBe(200);

    const served = await fetchLink(reader, link);
    expect(served.statusCode).toBe(404);
    expect(served.json().error).toBe("This link is not valid or has expired.");
  });
});

describe("revoking a sent full text", () => {
  it("lets the owner withdraw the link: it answers 404 from then on, and the request shows as revoked", async () => {
    const publication = await privatePublication();
    const { id, reader, link } = await sentRequest(publication.id);
    expect((await revoke(reader, id)).statusCode).toBe(404);
    expect((await fetchLink(reader, link)).statusCode).toBe(200);

    const revoked = await revoke(author, id);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe("The link has been revoked.");
    expect((await fetchLink(reader, link)).statusCode).toBe(404);

    const listed = await t.app.inject({
      method: "GET",
      url: "/user/publication/full-text-requests/",
      headers: author.headers,
    });
    expect(listed.json().results.find((request: { id: number }) => request.id === id)).toMatchObject({
      status: "revoked",
    });
    const answer = await notificationArrives(t, reader.headers, "full_text_answer", publication.id);
    expect(answer).toMatchObject({ request_status: "revoked" });
    expect(answer.link).toBeUndefined();
    expect(answer.text).toBe(`Ada Lovelace sent you the full text of “${publication.title}”, then withdrew the link.`);
  });

  it("refuses a request that is not sent, and answers 404 for an unknown one", async () => {
    const publication = await privatePublication();
    const { id } = await sentRequest(publication.id);
    expect((await revoke(author, id)).statusCode).toBe(200);
    const again = await revoke(author, id);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe("Only a sent full text can be revoked.");
    expect((await revoke(author, 2_000_000)).statusCode).toBe(404);
    expect((await revoke(author, "nope")).statusCode).toBe(400);
  });
});
