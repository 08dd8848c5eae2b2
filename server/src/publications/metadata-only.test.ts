import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announcedDuring, POST_EVENTS } from "../test/announced-events.js";
import { buildMember } from "../test/factories.js";
import { pdfBytes } from "../test/file-fixtures.js";
import { file, formOf, publicationForm } from "../test/forms.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const PATH = "/user/publication/publication/";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildMember>>;

const create = (member: Member, fields: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: PATH, headers: member.headers, payload: publicationForm(fields, null) });

const edit = (member: Member, fields: Parameters<typeof formOf>[0]) =>
  t.app.inject({ method: "PATCH", url: PATH, headers: member.headers, payload: formOf(fields) });

const METADATA_ONLY = {
  upload_mode: "none",
  upload_document: null,
  private_document: null,
  upload_document_name: null,
  thumbnail: null,
  full_text_available: false,
};

describe("publishing a work without a file", () => {
  it.each([
    ["absent", {}],
    ["none", { upload_mode: "none" }],
  ])("stores a metadata-only work when upload_mode is %s", async (_mode, fields) => {
    const member = await buildMember(t);
    const response = await create(member, { doi: "10.1000/paywalled", ...fields });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ title: "Merging sorted feeds", ...METADATA_ONLY });
    const row = await t.db
      .selectFrom("publications")
      .select(["upload_mode", "upload_document"])
      .where("id", "=", response.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ upload_mode: "none", upload_document: null });
  });

  it.each(["public", "private", "both"])("still answers 'Please upload a file.' for mode %s", async (mode) => {
    const member = await buildMember(t);
    const response = await create(member, { upload_mode: mode });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Please upload a file.");
  });

  it("refuses mode none with a file, and keeps today's default public for a file sent without a mode", async () => {
    const member = await buildMember(t);
    const withFile = (fields: Record<string, string>) =>
      t.app.inject({ method: "POST", url: PATH, headers: member.headers, payload: publicationForm(fields) });
    const none = await withFile({ upload_mode: "none" });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(
      "upload_mode none is for a publication without a file; choose public, private or both.",
    );
    const absent = await withFile({});
    expect(absent.statusCode).toBe(201);
    expect(absent.json().data.upload_mode).toBe("public");
  });

  it("shows others a card and a detail without a document, whose full text they may request", async () => {
    const author = await buildMember(t);
    const reader = await buildMember(t);
    const { id } = (await create(author, { title: "A paywalled classic" })).json().data;
    const home = await t.app.inject({
      method: "GET",
      url: "/user/publication/home/?page=1&limit=50",
      headers: reader.headers,
    });
    const card = home.json().results.find((item: { id: number; type: string }) => item.id === id);
    expect(card).toMatchObject({ upload_mode: "none", upload_document: null, thumbnail: null });
    const detail = await t.app.inject({
      method: "GET",
      url: `/user/publication/home/?id=${id}&type=publication`,
      headers: reader.headers,
    });
    const { upload_document_name: _name, ...detailFields } = METADATA_ONLY;
    expect(detail.json()).toMatchObject({ ...detailFields, media: null });

    const asked = await t.app.inject({
      method: "POST",
      url: "/user/publication/request-full-text/",
      headers: reader.headers,
      payload: { id },
    });
    expect(asked.statusCode).toBe(201);
    const requests = await t.app.inject({
      method: "GET",
      url: "/user/publication/full-text-requests/",
      headers: author.headers,
    });
    const requestId = requests.json().results[0].id;
    // Nothing is stored to send: the author adds the full text first.
    const sent = await t.app.inject({
      method: "POST",
      url: "/user/publication/full-text-requests/answer/",
      headers: author.headers,
      payload: { id: requestId, decision: "send" },
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().error).toBe("Add the full text to this publication before sending it.");
  });
});

describe("adding the full text later", () => {
  it("makes a metadata-only work a public publication, announced so its thumbnail and text are made", async () => {
    const author = await buildMember(t);
    const { id } = (await create(author)).json().data;
    const { result: response, announced } = await announcedDuring(t, POST_EVENTS, () =>
      edit(author, { id: String(id), upload_document: file(pdfBytes(), "classic.pdf") }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      upload_mode: "public",
      upload_document_name: "classic.pdf",
      full_text_available: true,
    });
    expect(response.json().data.upload_document).toMatch(/^\/media\/document\/.+\.pdf$/);
    expect(announced).toEqual([expect.objectContaining({ type: "post.updated", kind: "publication", postId: id })]);
  });

  it("keeps the mode sent with the file (private), and refuses a mode with a document but no file", async () => {
    const author = await buildMember(t);
    const { id } = (await create(author)).json().data;
    const noFile = await edit(author, { id: String(id), upload_mode: "public" });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toBe("Please upload a file.");
    const retitled = await edit(author, { id: String(id), title: "Still metadata only" });
    expect(retitled.json().data).toMatchObject({ title: "Still metadata only", upload_mode: "none" });
    const added = await edit(author, {
      id: String(id),
      upload_mode: "private",
      upload_document: file(pdfBytes(), "classic.pdf"),
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ upload_mode: "private", full_text_available: true });
  });

  it("refuses to make a publication with a document metadata-only", async () => {
    const author = await buildMember(t);
    const published = await t.app.inject({
      method: "POST",
      url: PATH,
      headers: author.headers,
      payload: publicationForm(),
    });
    const response = await edit(author, { id: String(published.json().data.id), upload_mode: "none" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ upload_mode: "A publication with a file is public, private or both." });
  });
});
