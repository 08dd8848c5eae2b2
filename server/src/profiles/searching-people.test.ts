import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember, buildProfile } from "../test/factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const PATH = "/user/profile/all-profiles/";

let t: TestApp;
let viewer: Awaited<ReturnType<typeof buildMember>>;
beforeAll(async () => {
  t = await createTestApp();
  viewer = await buildMember(t, { name: "Viewer Person" });
  const names = ["John Smith", "Jane Smithers", "Jonathan Smythe", "María Pérez", "Mario Rossi", "Alan Turing"];
  const sharingASurname = ["Dmitri Ahmadi", "Elif Ahmadi", "Dmitri Ivanov", "Li Wang", "Wang Li", "Wang", "Mei Wang"];
  for (const name of [...names, ...sharingASurname, "Ada Lovelace", "Ana Silva", "Anna Silva"]) {
    await buildProfile(t, { name });
  }
});
afterAll(() => t.close());

async function search(text: string) {
  const response = await t.app.inject({
    method: "GET",
    url: `${PATH}?search=${encodeURIComponent(text)}`,
    headers: viewer.headers,
  });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.count).toBe(body.results.length);
  return body.results.map((result: { name: string }) => result.name);
}

describe("searching for people", () => {
  it("finds a name whatever its case, best match first", async () => {
    expect((await search("JOHN SMITH"))[0]).toBe("John Smith");
  });

  it("finds a misspelt, partial name and ranks it first", async () => {
    const names = await search("jon smth");
    expect(names[0]).toBe("John Smith");
    expect(names).not.toContain("Alan Turing");
  });

  it("ranks the exact name before names one letter away", async () => {
    expect((await search("ana silva")).slice(0, 2)).toEqual(["Ana Silva", "Anna Silva"]);
    expect((await search("anna silva")).slice(0, 2)).toEqual(["Anna Silva", "Ana Silva"]);
  });

  it("finds a name from its unfinished last word", async () => {
    expect((await search("lovelac"))[0]).toBe("Ada Lovelace");
  });

  it("ranks a name with two swapped letters before names matching only one word", async () => {
    const names = await search("dmirti ahmadi");
    expect(names[0]).toBe("Dmitri Ahmadi");
    expect(names).toEqual(expect.arrayContaining(["Elif Ahmadi", "Dmitri Ivanov"]));
  });

  it("ranks the name as searched first among many holders of a surname", async () => {
    expect((await search("wang"))[0]).toBe("Wang");
    expect((await search("wang li"))[0]).toBe("Wang Li");
    expect((await search("li wang")).slice(0, 2)).toEqual(["Li Wang", "Wang Li"]);
  });

  it("tolerates a typo in a single word", async () => {
    expect(await search("turng")).toEqual(["Alan Turing"]);
  });

  it("finds names with accents from plain letters", async () => {
    expect(await search("mari")).toEqual(expect.arrayContaining(["María Pérez", "Mario Rossi"]));
    expect((await search("maria perez"))[0]).toBe("María Pérez");
    expect((await search("PÉREZ MARÍA"))[0]).toBe("María Pérez");
  });

  it("finds a name from the middle of it", async () => {
    expect(await search("smithers")).toContain("Jane Smithers");
  });

  it("answers each result with only id, name and picture", async () => {
    const response = await t.app.inject({ method: "GET", url: `${PATH}?search=turing`, headers: viewer.headers });
    const [result] = response.json().results;
    expect(Object.keys(result).sort()).toEqual(["id", "name", "profile_picture"]);
  });

  it("answers no results for a blank search or text like no one's name", async () => {
    expect(await search("   ")).toEqual([]);
    expect(await search("qqxzv")).toEqual([]);
  });

  it("treats LIKE wildcards as plain text", async () => {
    expect(await search("%")).toEqual([]);
  });

  it("answers at most 20 results", async () => {
    for (let n = 0; n < 25; n++) await buildProfile(t, { name: `Common Name ${n}` });
    expect(await search("common name")).toHaveLength(20);
  });

  it("finds a member under their new name as soon as they rename themselves", async () => {
    expect(await search("grace hopper")).toEqual([]);
    const renamed = await t.app.inject({
      method: "PATCH",
      url: "/user/profile/create-profile/",
      headers: viewer.headers,
      payload: { name: "Grace Hopper" },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await search("grace hopper")).toEqual(["Grace Hopper"]);
  });

  it("asks for search or id when neither is given", async () => {
    const response = await t.app.inject({ method: "GET", url: PATH, headers: viewer.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Provide search or id.");
  });

  it("answers visitors who are not signed in too (their ceiling: anonymous-search.test.ts)", async () => {
    const response = await t.app.inject({ method: "GET", url: `${PATH}?search=john` });
    expect(response.statusCode).toBe(200);
    expect(response.json().results.length).toBeGreaterThan(0);
  });
});
