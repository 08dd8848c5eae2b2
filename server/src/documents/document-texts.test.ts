import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { pngBytes, textBytes } from "../test/file-fixtures.js";
import { file, formOf } from "../test/forms.js";
import { jobsWithKey, waitForJob } from "../test/job-states.js";
import { brokenPdf, imageOnlyPdf, passwordProtectedPdf, textPdf } from "../test/pdf-files.js";
import { buildPublication } from "../test/post-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { waitFor } from "../test/wait-for.js";
import { extractDocumentText } from "./document-text-jobs.js";
import { type DocumentKind, documentTextStore } from "./document-text-store.js";

const CODE = "/user/code/code/";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const textOf = (kind: DocumentKind, postId: number) =>
  waitFor(`the text of ${kind} ${postId}`, () => documentTextStore(t.db).find(kind, postId));

/** A publication with this document, announced as created the way the publication route announces it. */
async function publish(document: Buffer, extension: "pdf" | "png" = "pdf") {
  const publication = await buildPublication(t, { document, extension });
  t.events.publish({ type: "post.created", kind: "publication", postId: publication.id, userId: publication.user_id });
  return publication;
}

describe("text of publications' documents", () => {
  it("reads every page of a PDF, so a phrase only on page 2 is found", async () => {
    const publication = await publish(
      await textPdf(["Introduction to tidal records.", "We find that sea levels rose by eleven millimetres."]),
    );

    const stored = await textOf("publication", publication.id);
    expect(stored).toMatchObject({ status: "extracted", pages: 2, file_key: publication.upload_document });
    expect(stored.text).toContain("eleven millimetres");
    expect(stored.text.indexOf("Introduction")).toBeLessThan(stored.text.indexOf("eleven millimetres"));
  });

  it("keeps a scanned PDF, with pictures and no text layer, as having no text", async () => {
    const publication = await publish(await imageOnlyPdf());

    expect(await textOf("publication", publication.id)).toMatchObject({ status: "no-text", pages: 1, text: "" });
  });

  it("keeps an image document as having no text", async () => {
    const publication = await publish(pngBytes(), "png");

    expect(await textOf("publication", publication.id)).toMatchObject({ status: "no-text", pages: null });
  });

  it("records a broken PDF as failed, and its job still ends well", async () => {
    const publication = await publish(brokenPdf());

    expect(await textOf("publication", publication.id)).toMatchObject({ status: "failed", text: "" });
    const id = await t.jobs.send(extractDocumentText, { kind: "publication", postId: publication.id });
    expect((await waitForJob(t.db, extractDocumentText, id as string)).retryCount).toBe(0);
  });

  it("records a password-protected PDF as failed", async () => {
    const publication = await publish(await passwordProtectedPdf("Confidential results"));

    expect(await textOf("publication", publication.id)).toMatchObject({ status: "failed", text: "" });
  });

  it("does not read the same document again when its post is announced again", async () => {
    const publication = await publish(await textPdf(["A short note on priors."]));
    const first = await textOf("publication", publication.id);

    const id = await t.jobs.send(extractDocumentText, { kind: "publication", postId: publication.id });
    await waitForJob(t.db, extractDocumentText, id as string);

    expect(await documentTextStore(t.db).find("publication", publication.id)).toEqual(first);
  });

  it("lets the text go with its publication", async () => {
    const publication = await publish(await textPdf(["Short-lived."]));
    await textOf("publication", publication.id);

    await t.db.deleteFrom("publications").where("id", "=", publication.id).execute();

    expect(await documentTextStore(t.db).find("publication", publication.id)).toBeUndefined();
  });
});

describe("text of code snippets", () => {
  const addSnippet = async (headers: { authorization: string }, source: string) => {
    const response = await t.app.inject({
      method: "POST",
      url: CODE,
      headers,
      payload: formOf({
        title: "Resampler",
        code_of: "Python",
        code: "Bootstrap",
        media: file(textBytes(source), "r.py"),
      }),
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number };
  };

  it("stores the file's text once the snippet is added", async () => {
    const member = await buildMember(t);
    const snippet = await addSnippet(member.headers, "def resample(xs):\n    return xs\n");

    expect(await textOf("code", snippet.id)).toMatchObject({
      status: "extracted",
      text: "def resample(xs):\n    return xs\n",
      pages: null,
    });
  });

  it("reads the new file when the snippet's file is replaced", async () => {
    const member = await buildMember(t);
    const snippet = await addSnippet(member.headers, "print('first')\n");
    await textOf("code", snippet.id);

    const response = await t.app.inject({
      method: "PATCH",
      url: CODE,
      headers: member.headers,
      payload: formOf({
        id: String(snippet.id),
        code_of: "Python",
        media: file(textBytes("print('second')\n"), "r.py"),
      }),
    });
    expect(response.statusCode).toBe(200);

    await waitFor("the new text", async () => {
      const stored = await documentTextStore(t.db).find("code", snippet.id);
      return stored?.text === "print('second')\n";
    });
  });
});

describe("with WORKER=off", () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ WORKER: "off" });
  });
  afterAll(() => server.close());

  it("publishing only queues the reading, for a worker process to do", async () => {
    const member = await buildMember(server);
    const response = await server.app.inject({
      method: "POST",
      url: CODE,
      headers: member.headers,
      payload: formOf({ title: "Queued", code_of: "Python", code: "Later", media: file(textBytes("pass\n"), "q.py") }),
    });
    expect(response.statusCode).toBe(201);
    const postId = response.json().data.id as number;

    // Announced again (as another instance would): both collapse into one waiting job.
    await server.jobs.send(extractDocumentText, { kind: "code", postId });
    const waiting = await waitFor("the announcement's job", async () => {
      const jobs = await jobsWithKey(server.db, extractDocumentText, `code:${postId}`);
      return jobs.length > 0 && jobs;
    });
    expect(waiting).toEqual([{ state: "created", retryCount: 0 }]);
    expect(await documentTextStore(server.db).find("code", postId)).toBeUndefined();
  });
});
