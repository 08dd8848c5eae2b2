import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../../test/factories.js";
import { pngBytes } from "../../test/file-fixtures.js";
import { formOf } from "../../test/forms.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PROFILE = "/user/profile/create-profile/";
const BOUNDARY = "----scholarly-test-boundary";

/** A multipart body with one text field, as raw text. */
const multipartBody = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n--${BOUNDARY}--\r\n`;

async function updateProfile(
  headers: Record<string, string>,
  payload: string | Buffer | FormData,
  contentType?: string,
) {
  return t.app.inject({
    method: "PATCH",
    url: PROFILE,
    headers: { ...headers, ...(contentType && { "content-type": contentType }) },
    payload,
  });
}

describe("a multipart form the server cannot read", () => {
  it("answers 400 to a NUL character in a text field", async () => {
    const member = await buildMember(t);
    const response = await updateProfile(member.headers, formOf({ name: "Ada\u0000Lovelace" }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ name: "Text may not contain the NUL character (\\u0000)." });
  });

  it("answers 400 when the content type names no boundary", async () => {
    const member = await buildMember(t);
    const response = await updateProfile(member.headers, multipartBody("name", "Ada"), "multipart/form-data");
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("The form could not be read: it is malformed or incomplete.");
  });

  it("answers 400 when the body is cut short", async () => {
    const member = await buildMember(t);
    const cut = multipartBody("name", "Ada Lovelace").slice(0, -20);
    const response = await updateProfile(member.headers, cut, `multipart/form-data; boundary=${BOUNDARY}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("The form could not be read: it is malformed or incomplete.");
  });

  it("answers 400 when the body is cut short inside a file, and keeps nothing of it", async () => {
    const member = await buildMember(t);
    const filePart =
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="profile_picture"; filename="me.png"\r\n` +
      "Content-Type: image/png\r\n\r\n";
    const cut = Buffer.concat([Buffer.from(filePart), pngBytes(), Buffer.alloc(64 * 1024)]);
    const response = await updateProfile(member.headers, cut, `multipart/form-data; boundary=${BOUNDARY}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("The form could not be read: it is malformed or incomplete.");
    expect(await readdir(path.join(t.config.dataDir, "uploads", "image")).catch(() => [])).toEqual([]);
  });

  it("still reads a well-formed form", async () => {
    const member = await buildMember(t);
    const body = multipartBody("name", "Ada Lovelace");
    const response = await updateProfile(member.headers, body, `multipart/form-data; boundary=${BOUNDARY}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.name).toBe("Ada Lovelace");
  });
});
