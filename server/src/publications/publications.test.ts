import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember, buildUser } from "../test/factories.js";
import { elfBytes, pdfBytes } from "../test/file-fixtures.js";
import { publicationForm } from "../test/forms.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const PATH = "/user/publication/publication/";

async function storedFiles(t: TestApp): Promise<string[]> {
  const names = await readdir(path.join(t.config.dataDir, "uploads"), { recursive: true }).catch(() => []);
  return names.filter((name) => name.endsWith(".pdf") || name.endsWith(".elf"));
}

async function publicationCount(t: TestApp): Promise<number> {
  const { count } = await t.db
    .selectFrom("publications")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

async function uploadModeOf(t: TestApp, publicationId: number): Promise<string> {
  const row = await t.db
    .selectFrom("publications")
    .select("upload_mode")
    .where("id", "=", publicationId)
    .executeTakeFirstOrThrow();
  return row.upload_mode;
}

describe("uploading a publication", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("stores the document and answers the new publication with the author's profile", async () => {
    const member = await buildMember(t, { name: "Ada Lovelace" });
    const response = await t.app.inject({
      method: "POST",
      url: PATH,
      headers: member.headers,
      payload: publicationForm({ doi: "10.1000/xyz", abstract: "We merge #feeds." }),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe("Publication uploaded successfully!");
    expect(body.data).toMatchObject({
      title: "Merging sorted feeds",
      author: "Ada Lovelace",
      publication_date: "2025-05-01",
      publication_type: "journal",
      doi: "10.1000/xyz",
      abstract: "We merge #feeds.",
      reads: 0,
      user_profile: { id: member.profile.id, user_id: member.user.id, name: "Ada Lovelace" },
    });
    const document = await t.app.inject({ method: "GET", url: body.data.upload_document });
    expect(document.statusCode).toBe(200);
    expect(document.headers["content-type"]).toBe("application/pdf");
  });

  it("uses the default type 'article' and the profile name when they are not sent", async () => {
    const member = await buildMember(t, { name: "Grace Hopper" });
    const form = publicationForm();
    form.delete("publication_type");
    form.delete("author");
    const response = await t.app.inject({ method: "POST", url: PATH, headers: member.headers, payload: form });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ publication_type: "article", author: "Grace Hopper" });
  });

  it("answers 'Title is required.' for a blank title and keeps no file", async () => {
    const member = await buildMember(t);
    const before = await storedFiles(t);
    const response = await t.app.inject({
      method: "POST",
      url: PATH,
      headers: member.headers,
      payload: publicationForm({ title: "   " }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Title is required.");
    expect(await storedFiles(t)).toEqual(before);
  });

  it("answers 'Please upload a file.' when upload_mode public is sent without a document", async () => {
    const member = await buildMember(t);
    const response = await t.app.inject({
      method: "POST",
      url: PATH,
      headers: member.headers,
      payload: publicationForm({ upload_mode: "public" }, null),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Please upload a file.");
  });

  it("refuses an unknown publication type", async () => {
    const member = await buildMember(t);
    const response = await t.app.inject({
      method: "POST",
      url: PATH,
      headers: member.headers,
      payload: publicationForm({ publication_type: "novel" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Unknown publication type.");
  });

  it("refuses an executable disguised as a .pdf", async () => {
    const member = await buildMember(t);
    const before = await publicationCount(t);
    const response = await t.app.inject({
      method: "POST",
      url: PATH,
      headers: member.headers,
      payload: publicationForm({}, { bytes: elfBytes(), name: "paper.pdf" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain("must be a PDF document");
    expect(await publicationCount(t)).toBe(before);
  });

  it("asks a member without a profile to create one first, and keeps no file", async () => {
    const user = await buildUser(t);
    const before = await storedFiles(t);
    const response = await t.app.inject({
      method: "POST",
      url: PATH,
      headers: await t.authHeader(user.id),
      payload: publicationForm(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Create your profile first.");
    expect(await storedFiles(t)).toEqual(before);
  });

  it("stores the chosen upload mode, and 'public' when none is chosen", async () => {
    const member = await buildMember(t);
    const upload = (fields: Record<string, string>) =>
      t.app.inject({ method: "POST", url: PATH, headers: member.headers, payload: publicationForm(fields) });
    const chosen = await upload({ upload_mode: "private" });
    const unchosen = await upload({});
    expect(chosen.statusCode).toBe(201);
    expect(unchosen.statusCode).toBe(201);
    expect(await uploadModeOf(t, chosen.json().data.id)).toBe("private");
    expect(await uploadModeOf(t, unchosen.json().data.id)).toBe("public");
  });

  it("refuses an unknown upload mode and keeps no file", async () => {
    const member = await buildMember(t);
    const before = await storedFiles(t);
    const response = await t.app.inject({
      method: "POST",
      url: PATH,
      headers: member.headers,
      payload: publicationForm({ upload_mode: "secret" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("upload_mode must be public, private, both or none.");
    expect(await storedFiles(t)).toEqual(before);
  });

  it("announces the new publication to the rest of the app as post.created", async () => {
    const member = await buildMember(t);
    const announced: unknown[] = [];
    const unsubscribe = t.events.subscribe("post.created", (event) => announced.push(event));
    const response = await t.app.inject({
      method: "POST",
      url: PATH,
      headers: member.headers,
      payload: publicationForm(),
    });
    unsubscribe();
    expect(response.statusCode).toBe(201);
    expect(announced).toEqual([
      { type: "post.created", kind: "publication", postId: response.json().data.id, userId: member.user.id },
    ]);
  });

  it("refuses visitors who are not signed in", async () => {
    const response = await t.app.inject({ method: "POST", url: PATH, payload: publicationForm() });
    expect(response.statusCode).toBe(401);
  });

  it("lists only the member's own publications, newest first, under results only (the spec reads results or data)", async () => {
    const member = await buildMember(t);
    for (const title of ["First", "Second"]) {
      await t.app.inject({ method: "POST", url: PATH, headers: member.headers, payload: publicationForm({ title }) });
    }
    const response = await t.app.inject({ method: "GET", url: PATH, headers: member.headers });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(2);
    expect(body.results.map((publication: { title: string }) => publication.title)).toEqual(["Second", "First"]);
    expect(Object.keys(body).sort()).toEqual(["count", "results"]);
  });
});

describe("uploading a publication larger than the document limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_MAX_DOCUMENT_MB: "0.01" });
  });
  afterAll(() => t.close());

  it("answers 413 and leaves nothing in storage or in the database", async () => {
    const member = await buildMember(t);
    const response = await t.app.inject({
      method: "POST",
      url: PATH,
      headers: member.headers,
      payload: publicationForm({}, { bytes: pdfBytes(20 * 1024), name: "big.pdf" }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toContain("too large");
    expect(await storedFiles(t)).toEqual([]);
    expect(await publicationCount(t)).toBe(0);
  });
});
