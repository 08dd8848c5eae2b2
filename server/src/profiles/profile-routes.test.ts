import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember, buildUser } from "../test/factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = "/user/profile/create-profile/";
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const FIELDS = {
  name: "Ada Lovelace",
  institution: "University of London",
  research_areas: "Computing",
  bio: "Notes.",
};

function profileForm(fields: Record<string, string>, picture?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (picture) form.append("profile_picture", new Blob([picture.bytes], { type: picture.type }), picture.name);
  return form;
}

async function verifiedHeaders() {
  return t.authHeader((await buildUser(t)).id);
}

const create = (headers: Record<string, string>, payload: FormData) =>
  t.app.inject({ method: "POST", url: PATH, headers, payload });
/** Pictures on disk (local storage keeps each file beside a `.type` sidecar). */
const storedPictures = async () =>
  (await readdir(path.join(t.config.dataDir, "uploads", "image")).catch(() => [])).filter(
    (name) => !name.endsWith(".type"),
  );

describe("POST /user/profile/create-profile/", () => {
  it("creates the profile with a picture that is then served", async () => {
    const headers = await verifiedHeaders();
    const response = await create(headers, profileForm(FIELDS, { bytes: TINY_PNG, name: "me.png", type: "image/png" }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe("Profile created successfully.");
    expect(body.data).toMatchObject({ ...FIELDS, degree: "", primary_affiliation: "", current_activity: "" });
    expect(body.data.profile_picture).toMatch(/^\/media\/image\/[0-9a-f-]{36}\.png$/);
    const picture = await t.app.inject({ method: "GET", url: body.data.profile_picture });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/png");
  });

  it("creates the profile without a picture, from multipart or JSON", async () => {
    const multipart = await create(await verifiedHeaders(), profileForm(FIELDS));
    expect(multipart.statusCode).toBe(201);
    expect(multipart.json().data.profile_picture).toBeNull();
    const json = await t.app.inject({ method: "POST", url: PATH, headers: await verifiedHeaders(), payload: FIELDS });
    expect(json.statusCode).toBe(201);
  });

  it("refuses a text file dressed up as a PNG", async () => {
    const disguised = { bytes: Buffer.from("just some text, not an image"), name: "me.png", type: "image/png" };
    const response = await create(await verifiedHeaders(), profileForm(FIELDS, disguised));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("The profile picture must be a JPEG, PNG, GIF or WebP image.");
  });

  it("requires every text field and keeps no picture when they are missing", async () => {
    const before = await storedPictures();
    const { bio: _bio, ...withoutBio } = FIELDS;
    const headers = await verifiedHeaders();
    const response = await create(
      headers,
      profileForm(withoutBio, { bytes: TINY_PNG, name: "me.png", type: "image/png" }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("All fields are required.");
    expect(await storedPictures()).toEqual(before);
  });

  it("announces the new profile to the rest of the app as profile.created", async () => {
    const user = await buildUser(t);
    const announced: unknown[] = [];
    const unsubscribe = t.events.subscribe(["profile.created", "profile.updated"], (event) => announced.push(event));
    const response = await create(await t.authHeader(user.id), profileForm(FIELDS));
    unsubscribe();
    expect(response.statusCode).toBe(201);
    expect(announced).toEqual([{ type: "profile.created", userId: user.id, profileId: response.json().data.id }]);
  });

  it("refuses a second profile", async () => {
    const { headers } = await buildMember(t);
    const response = await create(headers, profileForm(FIELDS));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("You already have a profile.");
  });

  it("needs a signed-in user whose e-mail is verified", async () => {
    expect((await create({}, profileForm(FIELDS))).statusCode).toBe(401);
    const unverified = await buildUser(t, { verified: false });
    expect((await create(await t.authHeader(unverified.id), profileForm(FIELDS))).statusCode).toBe(403);
  });
});

describe("GET /user/profile/create-profile/", () => {
  it("answers the signed-in user's own profile", async () => {
    const { headers, profile } = await buildMember(t, { name: "Grace Hopper" });
    const response = await t.app.inject({ method: "GET", url: PATH, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: profile.id, user: profile.user_id, name: "Grace Hopper" });
  });

  it("answers 404 before the profile is created", async () => {
    const response = await t.app.inject({ method: "GET", url: PATH, headers: await verifiedHeaders() });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe("Profile not found.");
  });
});
