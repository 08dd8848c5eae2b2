import { parse } from "content-disposition";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { minimalPdf, pdfBytes } from "../test/file-fixtures.js";
import { file, formOf } from "../test/forms.js";
import { notificationArrives } from "../test/notifications.js";
import { buildPublication } from "../test/publication-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const PATH = "/user/publication/publication/";
const NAME = "Über die Analytische Maschine – Entwurf (v2).pdf";
const PRIVATE_NAME = "Ада Лавлейс: «полный текст».pdf";

type Member = Awaited<ReturnType<typeof buildMember>>;
interface Published {
  id: number;
  upload_document: string;
  private_document: string | null;
  upload_document_name: string | null;
}

let t: TestApp;
let author: Member;
beforeAll(async () => {
  t = await createTestApp();
  author = await buildMember(t, { name: "Ada Lovelace" });
});
afterAll(() => t.close());

async function publish(fields: Record<string, string>, documentName: string, privateName?: string) {
  const response = await t.app.inject({
    method: "POST",
    url: PATH,
    headers: author.headers,
    payload: formOf({
      title: "Sketch of the Analytical Engine",
      publication_type: "journal",
      ...fields,
      upload_document: file(pdfBytes(), documentName),
      private_document: privateName === undefined ? undefined : file(minimalPdf("private"), privateName),
    }),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: Published }>().data;
}

/** The Content-Disposition of a fetched file, read by the content-disposition package. */
async function dispositionOf(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: "GET", url, headers });
  expect(response.statusCode).toBe(200);
  const header = response.headers["content-disposition"];
  expect(typeof header).toBe("string");
  const disposition = parse(header as string);
  // An ASCII fallback always; the exact name as RFC 5987 filename* whenever it is not plain ASCII.
  expect(header).toMatch(/filename="[\x20-\x7e]+"/);
  if (!/^[\x20-\x7e]*$/.test(disposition.parameters.filename ?? "")) expect(header).toMatch(/filename\*=UTF-8''/);
  return disposition;
}

describe("a publication's document keeps the name it was uploaded under", () => {
  it("in the answer, and in Content-Disposition when the public document is downloaded", async () => {
    const published = await publish({}, NAME);
    expect(published.upload_document_name).toBe(NAME);
    expect(await dispositionOf(published.upload_document)).toEqual({ type: "inline", parameters: { filename: NAME } });
  });

  it("for the private version, at its signed link", async () => {
    const published = await publish({ upload_mode: "both" }, NAME, PRIVATE_NAME);
    expect(published.private_document).toMatch(/\?expires=/);
    const disposition = await dispositionOf(published.private_document as string);
    expect(disposition.parameters.filename).toBe(PRIVATE_NAME);
  });

  it("for a sent full text, as an attachment", async () => {
    const published = await publish({ upload_mode: "private" }, PRIVATE_NAME);
    const reader = await buildMember(t);
    const post = (member: Member, url: string, payload: object) =>
      t.app.inject({ method: "POST", url, headers: member.headers, payload });
    await post(reader, "/user/publication/request-full-text/", { id: published.id });
    const request = await notificationArrives(t, author.headers, "full_text_request", published.id);
    await post(author, "/user/publication/full-text-requests/answer/", { id: request.request_id, decision: "send" });
    const answer = await notificationArrives(t, reader.headers, "full_text_answer", published.id);

    const disposition = await dispositionOf(answer.link as string, reader.headers);
    expect(disposition).toEqual({ type: "attachment", parameters: { filename: PRIVATE_NAME } });
  });

  it("takes the new file's name when an edit replaces the document", async () => {
    const published = await publish({}, NAME);
    const edited = await t.app.inject({
      method: "PATCH",
      url: PATH,
      headers: author.headers,
      payload: formOf({ id: String(published.id), upload_document: file(pdfBytes(), "second draft.pdf") }),
    });
    const data = edited.json<{ data: Published }>().data;
    expect(data.upload_document_name).toBe("second draft.pdf");
    expect((await dispositionOf(data.upload_document)).parameters.filename).toBe("second draft.pdf");
  });

  it("without folders, control characters or quotes breaking the header, and at most 255 characters", async () => {
    const published = await publish({}, `C:\\fakepath\\a "quoted"\u0007 name${"x".repeat(300)}.pdf`);
    const expected = `a "quoted" name${"x".repeat(300)}`.slice(0, 255);
    expect(published.upload_document_name).toBe(expected);
    expect((await dispositionOf(published.upload_document)).parameters.filename).toBe(expected);
  });

  it("gives documents stored before names were kept no name, as before", async () => {
    const published = await buildPublication(t, { user_id: author.user.id });
    const listed = await t.app.inject({ method: "GET", url: PATH, headers: author.headers });
    const own = listed.json<{ results: Published[] }>().results.find((item) => item.id === published.id);
    expect(own?.upload_document_name).toBeNull();
  });
});
