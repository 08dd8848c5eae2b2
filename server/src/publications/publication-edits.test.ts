import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announcedDuring, POST_EVENTS } from "../test/announced-events.js";
import { buildMember } from "../test/factories.js";
import { pdfBytes, pngBytes, textBytes } from "../test/file-fixtures.js";
import { file, formOf, publicationForm } from "../test/forms.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const PATH = "/user/publication/publication/";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildMember>>;

async function publish(member: Member) {
  const response = await t.app.inject({
    method: "POST",
    url: PATH,
    headers: member.headers,
    payload: publicationForm(),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; title: string; upload_document: string };
}

const edit = (member: Member, fields: Parameters<typeof formOf>[0]) =>
  t.app.inject({ method: "PATCH", url: PATH, headers: member.headers, payload: formOf(fields) });

const remove = (member: Member, id: unknown) =>
  t.app.inject({ method: "DELETE", url: PATH, headers: member.headers, payload: { id } });

const isStored = async (url: string) => (await t.storage.stat(url.replace("/media/", ""))) !== null;

const storedDocuments = async () =>
  (await readdir(path.join(t.config.dataDir, "uploads", "document")).catch(() => [])).sort();

const rowOf = (id: number) => t.db.selectFrom("publications").selectAll().where("id", "=", id).executeTakeFirst();

describe("editing a publication", () => {
  it("changes the fields sent, keeps the others, and answers 'Publication updated successfully.'", async () => {
    const member = await buildMember(t, { name: "Ada Lovelace" });
    const published = await publish(member);

    const response = await edit(member, {
      id: String(published.id),
      title: "Merging sorted feeds, revised",
      abstract: "Now with #cursors.",
      publication_type: "Preprint",
      doi: "10.1000/revised",
      upload_mode: "private",
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: "Publication updated successfully.",
      data: {
        id: published.id,
        title: "Merging sorted feeds, revised",
        abstract: "Now with #cursors.",
        publication_type: "preprint",
        doi: "10.1000/revised",
        author: "Ada Lovelace",
        publication_date: "2025-05-01",
        // Now private: the same document, behind a signed link.
        upload_document: expect.stringMatching(new RegExp(`^${published.upload_document}\\?expires=`)),
        user_profile: { id: member.profile.id, name: "Ada Lovelace" },
      },
    });
    expect(await rowOf(published.id)).toMatchObject({ upload_mode: "private", title: "Merging sorted feeds, revised" });
  });

  it("refuses upload mode both without a private version, as upload does, and keeps a private document private", async () => {
    const member = await buildMember(t);
    const published = await publish(member);
    await edit(member, { id: String(published.id), upload_mode: "private" });

    const response = await edit(member, { id: String(published.id), upload_mode: "both" });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: "With upload mode both, add the private version of the document too.",
      fields: { private_document: "Required." },
    });
    expect(await rowOf(published.id)).toMatchObject({ upload_mode: "private", private_document: null });
    const bare = await t.app.inject({ method: "GET", url: published.upload_document });
    expect(bare.statusCode).toBe(404);
  });

  it("makes a publication both when the edit sends its private version, and a later one replaces it", async () => {
    const member = await buildMember(t);
    const published = await publish(member);

    const response = await edit(member, {
      id: String(published.id),
      upload_mode: "both",
      private_document: file(pdfBytes(1024), "private.pdf"),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      upload_mode: "both",
      private_document: expect.stringMatching(/\?expires=/),
    });
    const first = (await rowOf(published.id))?.private_document;
    expect(first).toEqual(expect.any(String));
    const again = await edit(member, { id: String(published.id), private_document: file(pdfBytes(2048), "v2.pdf") });
    expect(again.statusCode).toBe(200);
    expect((await rowOf(published.id))?.private_document).not.toBe(first);
    expect(await t.storage.stat(first as string)).toBeNull();
  });

  it("refuses making a metadata-only work private without a document, as upload refuses it", async () => {
    const member = await buildMember(t);
    const created = await t.app.inject({
      method: "POST",
      url: PATH,
      headers: member.headers,
      payload: formOf({ title: "Metadata only", publication_type: "journal", upload_mode: "none" }),
    });
    expect(created.statusCode).toBe(201);
    const uploaded = await t.app.inject({
      method: "POST",
      url: PATH,
      headers: member.headers,
      payload: formOf({ title: "Private, no file", publication_type: "journal", upload_mode: "private" }),
    });

    const response = await edit(member, { id: String(created.json().data.id), upload_mode: "private" });

    expect(uploaded.statusCode).toBe(400);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(uploaded.json());
    expect(await rowOf(created.json().data.id)).toMatchObject({ upload_mode: "none" });
  });

  it("gives an emptied author the member's name and an emptied DOI none, as on upload", async () => {
    const member = await buildMember(t, { name: "Grace Hopper" });
    const published = await publish(member);

    const response = await edit(member, { id: String(published.id), author: "", doi: "" });

    expect(response.json().data).toMatchObject({ author: "Grace Hopper", doi: null });
  });

  it("replaces the document, removes the old file once saved, and announces the edit", async () => {
    const member = await buildMember(t);
    const published = await publish(member);

    const { result: response, announced } = await announcedDuring(t, POST_EVENTS, () =>
      edit(member, { id: String(published.id), upload_document: file(pngBytes(), "figure.png") }),
    );

    expect(response.statusCode).toBe(200);
    const replaced = response.json().data.upload_document as string;
    expect(replaced).not.toBe(published.upload_document);
    expect(replaced).toMatch(/\.png$/);
    expect(await isStored(replaced)).toBe(true);
    expect(await isStored(published.upload_document)).toBe(false);
    expect(announced).toEqual([
      { type: "post.updated", kind: "publication", postId: published.id, userId: member.user.id },
    ]);
  });

  it("shows the new title in the feed at once", async () => {
    const member = await buildMember(t);
    const published = await publish(member);
    await t.app.inject({ method: "GET", url: "/user/publication/home/", headers: member.headers });

    await edit(member, { id: String(published.id), title: "A title the feed must show" });

    const feed = await t.app.inject({ method: "GET", url: "/user/publication/home/", headers: member.headers });
    const card = feed.json().results.find((item: { id: number; type: string }) => item.id === published.id);
    expect(card).toMatchObject({ type: "publication", title: "A title the feed must show" });
  });

  it("answers 404 for another member's publication and for an unknown id, changing nothing", async () => {
    const owner = await buildMember(t);
    const other = await buildMember(t);
    const published = await publish(owner);

    const theirs = await edit(other, { id: String(published.id), title: "Taken over" });
    const unknown = await edit(owner, { id: "2147483000", title: "Nothing here" });

    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect((await rowOf(published.id))?.title).toBe("Merging sorted feeds");
  });

  it("refuses bad fields with 400 and names them, changing nothing", async () => {
    const member = await buildMember(t);
    const published = await publish(member);
    const id = String(published.id);

    const refusals = await Promise.all([
      edit(member, { id, title: "   " }),
      edit(member, { id, publication_type: "poem" }),
      edit(member, { id, publication_date: "01/05/2025" }),
      edit(member, { id, upload_mode: "secret" }),
      edit(member, { title: "No id" }),
      edit(member, { id: "abc", title: "Bad id" }),
    ]);

    for (const response of refusals) expect(response.statusCode).toBe(400);
    expect(refusals[0]?.json()).toMatchObject({ error: "Title is required.", fields: { title: "Title is required." } });
    expect(refusals[1]?.json().fields).toHaveProperty("publication_type");
    expect(await rowOf(published.id)).toMatchObject({ title: "Merging sorted feeds", publication_type: "journal" });
  });

  it("refuses a document of the wrong kind with 400, keeping the old one and storing nothing", async () => {
    const member = await buildMember(t);
    const published = await publish(member);

    const response = await edit(member, {
      id: String(published.id),
      title: "Should not be saved",
      upload_document: file(textBytes(), "notes.pdf"),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("The document must be a PDF document or a JPEG, PNG, GIF or WebP image.");
    expect(await rowOf(published.id)).toMatchObject({
      title: "Merging sorted feeds",
      upload_document: published.upload_document.replace("/media/", ""),
    });
    expect(await isStored(published.upload_document)).toBe(true);
  });

  it("removes the new document when the edit is refused after the upload", async () => {
    const owner = await buildMember(t);
    const other = await buildMember(t);
    const published = await publish(owner);
    const before = await storedDocuments();

    const response = await edit(other, { id: String(published.id), upload_document: file(pdfBytes(), "mine.pdf") });

    expect(response.statusCode).toBe(404);
    expect(await storedDocuments()).toEqual(before);
  });
});

describe("deleting a publication", () => {
  it("answers 204 without a body, removes the row and its file, and announces it", async () => {
    const member = await buildMember(t);
    const published = await publish(member);

    const { result: response, announced } = await announcedDuring(t, POST_EVENTS, () => remove(member, published.id));

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(await rowOf(published.id)).toBeUndefined();
    expect(await isStored(published.upload_document)).toBe(false);
    expect(announced).toEqual([
      { type: "post.deleted", kind: "publication", postId: published.id, userId: member.user.id },
    ]);
  });

  it("removes the private version too", async () => {
    const member = await buildMember(t);
    const published = await publish(member);
    await edit(member, { id: String(published.id), upload_mode: "both", private_document: file(pdfBytes(), "p.pdf") });
    const privateVersion = (await rowOf(published.id))?.private_document;
    expect(privateVersion).toEqual(expect.any(String));

    expect((await remove(member, published.id)).statusCode).toBe(204);

    expect(await t.storage.stat(privateVersion as string)).toBeNull();
  });

  it("takes the publication out of the member's list and the feed", async () => {
    const member = await buildMember(t);
    const published = await publish(member);
    const feedBefore = await t.app.inject({ method: "GET", url: "/user/publication/home/", headers: member.headers });

    await remove(member, published.id);

    const own = await t.app.inject({ method: "GET", url: PATH, headers: member.headers });
    expect(own.json().count).toBe(0);
    const feed = await t.app.inject({ method: "GET", url: "/user/publication/home/", headers: member.headers });
    expect(feed.json().count).toBe(feedBefore.json().count - 1);
    expect(feed.json().results.map((item: { id: number }) => item.id)).not.toContain(published.id);
  });

  it("answers 404 for another member's publication and for an unknown id, deleting nothing", async () => {
    const owner = await buildMember(t);
    const other = await buildMember(t);
    const published = await publish(owner);

    expect((await remove(other, published.id)).statusCode).toBe(404);
    expect((await remove(owner, 2147483000)).statusCode).toBe(404);
    expect(await rowOf(published.id)).toBeDefined();
    expect(await isStored(published.upload_document)).toBe(true);
  });

  it("refuses a missing or malformed id with 400", async () => {
    const member = await buildMember(t);

    expect((await remove(member, undefined)).statusCode).toBe(400);
    expect((await remove(member, "first")).statusCode).toBe(400);
  });
});
