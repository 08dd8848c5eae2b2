import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CODE = "/user/code/code/";
const PROFILE = "/user/profile/create-profile/";

/** `{"title": [[[…"x"…]]]}` nested `depth` arrays deep, as raw JSON text. */
const deeplyNested = (depth: number) => `{"title": ${"[".repeat(depth)}"x"${"]".repeat(depth)}}`;

describe("text the database cannot store", () => {
  it("answers 400 to a NUL character in a JSON body", async () => {
    const member = await buildMember(t);
    const response = await t.app.inject({
      method: "PATCH",
      url: PROFILE,
      headers: member.headers,
      payload: { name: "Ada\u0000Lovelace" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: "Text may not contain the NUL character (\\u0000).",
      fields: { name: "Text may not contain the NUL character (\\u0000)." },
    });
  });

  it("answers 400 to a NUL character in the query string", async () => {
    const member = await buildMember(t);
    const response = await t.app.inject({
      method: "GET",
      url: "/user/profile/all-profiles/?search=Ada%00",
      headers: member.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ search: "Text may not contain the NUL character (\\u0000)." });
  });

  it("answers 400 to a NUL character in a JSON login, before any account is looked up", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/user/login/",
      payload: { email: "someone@example.org\u0000", password: "whatever" },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("deeply nested JSON on form routes", () => {
  it.each([
    ["POST", CODE],
    ["PATCH", PROFILE],
  ] as const)("%s %s answers 400 to arrays 10,000 deep", async (method, url) => {
    const member = await buildMember(t);
    const response = await t.app.inject({
      method,
      url,
      headers: { ...member.headers, "content-type": "application/json" },
      payload: deeplyNested(10_000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("The request body is nested too deeply.");
  });
});
