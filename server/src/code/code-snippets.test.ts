import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { textBytes } from "../test/file-fixtures.js";
import { file, formOf } from "../test/forms.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const CODE = "/user/code/code/";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildMember>>;

/** The code files currently in local storage. */
const storedCodeFiles = () => readdir(path.join(t.config.dataDir, "uploads", "code")).catch(() => [] as string[]);

const snippetForm = (overrides: Parameters<typeof formOf>[0] = {}) =>
  formOf({
    title: "Bootstrap CI",
    code_of: "Python",
    code: "Resamples a dataset",
    git_link: "https://example.org/repo",
    media: file(textBytes("print('hello')\n"), "bootstrap.py"),
    ...overrides,
  });

async function addSnippet(member: Member, title = "Bootstrap CI") {
  const response = await t.app.inject({
    method: "POST",
    url: CODE,
    headers: member.headers,
    payload: snippetForm({ title }),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; title: string; media: string; git_link: string };
}

const isStored = async (url: string) => (await t.storage.stat(url.replace("/media/", ""))) !== null;

describe("code snippets", () => {
  it("adds a snippet with its file and lists the member's own snippets newest first", async () => {
    const member = await buildMember(t);
    await addSnippet(await buildMember(t), "Not mine");
    const first = await addSnippet(member, "First");
    expect(first).toMatchObject({ title: "First", git_link: "https://example.org/repo" });
    await addSnippet(member, "Second");

    const list = await t.app.inject({ method: "GET", url: CODE, headers: member.headers });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.count).toBe(2);
    expect(body.results.map((snippet: { title: string }) => snippet.title)).toEqual(["Second", "First"]);
    const served = await t.app.inject({ method: "GET", url: first.media });
    expect(served.body).toBe("print('hello')\n");
  });

  it("requires a title, a tech, a description and a file", async () => {
    const member = await buildMember(t);
    const noTitle = await t.app.inject({
      method: "POST",
      url: CODE,
      headers: member.headers,
      payload: snippetForm({ title: "" }),
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().detail).toBe("Title is required.");
    const noFile = await t.app.inject({
      method: "POST",
      url: CODE,
      headers: member.headers,
      payload: formOf({ title: "T", code_of: "Python", code: "D" }),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().detail).toBe("Please select a code file.");
  });

  it("refuses an .exe as a code file", async () => {
    const member = await buildMember(t);
    const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]);
    const response = await t.app.inject({
      method: "POST",
      url: CODE,
      headers: member.headers,
      payload: formOf({ title: "T", code_of: "C", code: "D", media: file(exe, "tool.exe") }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe("The code file must be a .py, .js, .html, .css, .java or .txt text file.");
  });

  it("refuses a code file that stops being UTF-8 text after its first kilobytes, and keeps nothing", async () => {
    const member = await buildMember(t);
    const storedBefore = await storedCodeFiles();
    const bytes = Buffer.concat([textBytes("x = 1\n".repeat(2000)), Buffer.from([0xff, 0xfe, 0x41])]);
    const response = await t.app.inject({
      method: "POST",
      url: CODE,
      headers: member.headers,
      payload: snippetForm({ media: file(bytes, "late.py") }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe("The code file must be a .py, .js, .html, .css, .java or .txt text file.");
    expect(await storedCodeFiles()).toEqual(storedBefore);
  });

  it("accepts long UTF-8 text whose characters span the upload's chunks", async () => {
    const member = await buildMember(t);
    const response = await t.app.inject({
      method: "POST",
      url: CODE,
      headers: member.headers,
      payload: snippetForm({ media: file(textBytes("# café naïve 数据\n".repeat(20_000)), "notes.py") }),
    });
    expect(response.statusCode).toBe(201);
  });

  it("edits the fields that were sent, keeps the others, and replaces the file", async () => {
    const member = await buildMember(t);
    const snippet = await addSnippet(member);
    const response = await t.app.inject({
      method: "PATCH",
      url: CODE,
      headers: member.headers,
      payload: formOf({ id: String(snippet.id), code_of: "JavaScript", media: file(textBytes("1;"), "a.js") }),
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json().data;
    expect(updated).toMatchObject({ code_of: "JavaScript", title: "Bootstrap CI", git_link: snippet.git_link });
    expect(await isStored(snippet.media)).toBe(false);
    expect(await isStored(updated.media)).toBe(true);
  });

  it("requires the tech when editing", async () => {
    const member = await buildMember(t);
    const snippet = await addSnippet(member);
    const response = await t.app.inject({
      method: "PATCH",
      url: CODE,
      headers: member.headers,
      payload: { id: snippet.id, title: "New title" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe("Tech is required.");
  });

  it("deletes a snippet and its file", async () => {
    const member = await buildMember(t);
    const snippet = await addSnippet(member);
    const response = await t.app.inject({
      method: "DELETE",
      url: CODE,
      headers: member.headers,
      payload: { id: snippet.id },
    });
    expect(response.statusCode).toBe(200);
    expect(await isStored(snippet.media)).toBe(false);
  });

  it("never lets another member edit or delete a snippet", async () => {
    const owner = await buildMember(t);
    const intruder = await buildMember(t);
    const snippet = await addSnippet(owner, "Mine");
    const edit = await t.app.inject({
      method: "PATCH",
      url: CODE,
      headers: intruder.headers,
      payload: { id: snippet.id, code_of: "Hijacked" },
    });
    expect(edit.statusCode).toBe(404);
    const removal = await t.app.inject({
      method: "DELETE",
      url: CODE,
      headers: intruder.headers,
      payload: { id: snippet.id },
    });
    expect(removal.statusCode).toBe(404);
    expect(removal.json().detail).toBe("Not found.");
    const row = await t.db.selectFrom("user_codes").selectAll().where("id", "=", snippet.id).executeTakeFirst();
    expect(row?.code_of).toBe("Python");
    expect(await isStored(snippet.media)).toBe(true);
  });
});
