import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember, buildUser } from "../test/factories.js";
import { pngBytes, textBytes } from "../test/file-fixtures.js";
import { file, formOf } from "../test/forms.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const PROFILE = "/user/profile/create-profile/";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedImages = () => readdir(path.join(t.config.dataDir, "uploads", "image")).catch(() => [] as string[]);
const isStored = async (url: string) => (await t.storage.stat(url.replace("/media/", ""))) !== null;

describe("editing the profile", () => {
  it("saves the edited fields and keeps the others", async () => {
    const member = await buildMember(t, { name: "Ada" });
    const response = await t.app.inject({
      method: "PATCH",
      url: PROFILE,
      headers: member.headers,
      payload: formOf({
        name: "Ada Lovelace",
        degree: "Ph.D.",
        primary_affiliation: "Analytical Society",
        current_activity: "Writing notes",
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Profile updated successfully");
    expect(response.json().data).toMatchObject({
      name: "Ada Lovelace",
      degree: "Ph.D.",
      primary_affiliation: "Analytical Society",
      current_activity: "Writing notes",
      institution: member.profile.institution,
      bio: member.profile.bio,
    });
  });

  it("announces the change to the rest of the app as profile.updated", async () => {
    const member = await buildMember(t);
    const announced: unknown[] = [];
    const unsubscribe = t.events.subscribe(["profile.created", "profile.updated"], (event) => announced.push(event));
    const response = await t.app.inject({
      method: "PATCH",
      url: PROFILE,
      headers: member.headers,
      payload: { bio: "Rewritten." },
    });
    unsubscribe();
    expect(response.statusCode).toBe(200);
    expect(announced).toEqual([{ type: "profile.updated", userId: member.user.id, profileId: member.profile.id }]);
  });

  it("asks for a degree from the list", async () => {
    const member = await buildMember(t);
    const response = await t.app.inject({
      method: "PATCH",
      url: PROFILE,
      headers: member.headers,
      payload: { degree: "Wizard" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe("Please select a degree");
  });

  it("refuses a blank name", async () => {
    const member = await buildMember(t);
    const response = await t.app.inject({
      method: "PATCH",
      url: PROFILE,
      headers: member.headers,
      payload: { name: " " },
    });
    expect(response.json().detail).toBe("Name is required");
  });

  it("replaces the profile picture and removes the old file", async () => {
    const member = await buildMember(t);
    const upload = () =>
      t.app.inject({
        method: "PATCH",
        url: PROFILE,
        headers: member.headers,
        payload: formOf({ profile_picture: file(pngBytes(), "me.png") }),
      });
    const first = (await upload()).json().data.profile_picture;
    const second = (await upload()).json().data.profile_picture;
    expect(second).not.toBe(first);
    expect(await isStored(first)).toBe(false);
    expect(await isStored(second)).toBe(true);
  });

  it("refuses a text file as a profile picture", async () => {
    const member = await buildMember(t);
    const response = await t.app.inject({
      method: "PATCH",
      url: PROFILE,
      headers: member.headers,
      payload: formOf({ profile_picture: file(textBytes(), "me.png") }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe("The profile picture must be a JPEG, PNG, GIF or WebP image.");
  });

  it("answers 'Profile not found.' to a member without a profile, keeping no uploaded file", async () => {
    const user = await buildUser(t);
    const before = await storedImages();
    const response = await t.app.inject({
      method: "PATCH",
      url: PROFILE,
      headers: await t.authHeader(user.id),
      payload: formOf({ name: "Nobody", profile_picture: file(pngBytes(), "me.png") }),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe("Profile not found.");
    expect(await storedImages()).toEqual(before);
  });

  it("requires a signed-in member", async () => {
    const response = await t.app.inject({ method: "PATCH", url: PROFILE, payload: { name: "X" } });
    expect(response.statusCode).toBe(401);
  });
});
