import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signerFor } from "../signing/signatures.js";
import { buildMember } from "../test/factories.js";
import { pdfBytes } from "../test/file-fixtures.js";
import { publicationForm } from "../test/forms.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const UPLOAD = "/user/publication/publication/";
type Member = Awaited<ReturnType<typeof buildMember>>;

describe("private documents", () => {
  let t: TestApp;
  let owner: Member;
  let reader: Member;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await buildMember(t, { name: "Ada Lovelace" });
    reader = await buildMember(t, { name: "Charles Babbage" });
  });
  afterAll(() => t.close());

  async function publish(fields: Record<string, string>, privateVersion = false) {
    const form = publicationForm(fields);
    if (privateVersion) form.append("private_document", new Blob([pdfBytes(2048)]), "final.pdf");
    const response = await t.app.inject({ method: "POST", url: UPLOAD, headers: owner.headers, payload: form });
    expect(response.statusCode).toBe(201);
    const id: number = response.json().data.id;
    const row = await t.db.selectFrom("publications").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    return { id, row, created: response.json().data };
  }

  const detail = (id: number, member: Member) =>
    t.app.inject({ method: "GET", url: `/user/publication/home/?id=${id}`, headers: member.headers });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  it("are shown to others as metadata only, with no link anywhere, and full_text_available false", async () => {
    const { id } = await publish({ upload_mode: "private", title: "Sealed findings" });
    const seen = (await detail(id, reader)).json();
    expect(seen).toMatchObject({
      title: "Sealed findings",
      upload_mode: "private",
      upload_document: null,
      private_document: null,
      media: null,
      full_text_available: false,
    });
    const feed = (await get("/user/publication/home/", reader.headers)).json();
    expect(feed.results.find((card: { id: number }) => card.id === id).upload_document).toBeNull();
  });

  it("are served to the owner through a signed URL that is never cached", async () => {
    const { id, created } = await publish({ upload_mode: "private" });
    expect(created).toMatchObject({ upload_mode: "private", full_text_available: true });
    expect(created.upload_document).toMatch(/^\/media\/document\/[0-9a-f-]+\.pdf\?expires=\d+&signature=[\w-]{43}$/);
    const own = (await detail(id, owner)).json();
    expect(own.full_text_available).toBe(true);
    const served = await get(own.upload_document);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.headers["cache-control"]).toBe("private, no-store");
    const listed = (await get(UPLOAD, owner.headers)).json();
    expect(listed.results.find((item: { id: number }) => item.id === id).upload_document).toContain("signature=");
  });

  it("answer 404 at their bare address, to everyone, the owner included", async () => {
    const { row } = await publish({ upload_mode: "private" });
    const bare = `/media/${row.upload_document}`;
    expect((await get(bare)).statusCode).toBe(404);
    expect((await get(bare, owner.headers)).statusCode).toBe(404);
    expect((await get(bare, reader.headers)).statusCode).toBe(404);
  });

  it("answer 404 to an altered or expired signature, or one made for another file", async () => {
    const { created, row } = await publish({ upload_mode: "private" });
    const url: string = created.upload_document;
    const altered = url.replace(/signature=(.)/, (_all, first: string) => `signature=${first === "A" ? "B" : "A"}`);
    expect((await get(altered)).statusCode).toBe(404);
    const later = url.replace(/expires=(\d+)/, (_all, expires: string) => `expires=${Number(expires) + 60}`);
    expect((await get(later)).statusCode).toBe(404);
    const key = row.upload_document as string;
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = `/media/${key}?expires=${past}&signature=${signerFor(t.config.jwtSecret, "media").sign(key, past)}`;
    expect((await get(expired)).statusCode).toBe(404);
    const other = await publish({ upload_mode: "private" });
    const borrowed = `/media/${other.row.upload_document}?${url.split("?")[1]}`;
    expect((await get(borrowed)).statusCode).toBe(404);
  });

  it("with both, give everyone the public version and only the owner the private one", async () => {
    const { id, row } = await publish({ upload_mode: "both" }, true);
    const seen = (await detail(id, reader)).json();
    expect(seen).toMatchObject({ upload_mode: "both", private_document: null, full_text_available: false });
    expect(seen.upload_document).toBe(`/media/${row.upload_document}`);
    expect((await get(seen.upload_document)).statusCode).toBe(200);
    expect((await get(`/media/${row.private_document}`)).statusCode).toBe(404);
    const own = (await detail(id, owner)).json();
    expect(own.full_text_available).toBe(true);
    const privateCopy = await get(own.private_document);
    expect(privateCopy.statusCode).toBe(200);
    expect(privateCopy.rawPayload.length).toBe(pdfBytes(2048).length);
  });

  it("with both, ask for the private version when it is missing", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: UPLOAD,
      headers: owner.headers,
      payload: publicationForm({ upload_mode: "both" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("With upload mode both, add the private version of the document too.");
  });

  it("leave public documents as they were: a plain, cacheable link for everyone", async () => {
    const { id, row } = await publish({});
    const seen = (await detail(id, reader)).json();
    expect(seen).toMatchObject({ upload_mode: "public", full_text_available: true, private_document: null });
    expect(seen.upload_document).toBe(`/media/${row.upload_document}`);
    const served = await get(seen.upload_document);
    expect(served.headers["cache-control"]).toContain("immutable");
  });
});
