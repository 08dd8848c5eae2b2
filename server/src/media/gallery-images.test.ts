import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announcedDuring, POST_EVENTS } from "../test/announced-events.js";
import { buildMember } from "../test/factories.js";
import { pngBytes, textBytes } from "../test/file-fixtures.js";
import { file, formOf } from "../test/forms.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const GALLERY = "/user/gallery/gallery-images/";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildMember>>;

async function uploadImage(member: Member, description = "A poster session") {
  const payload = formOf({ image: file(pngBytes(), "poster.png"), description });
  const response = await t.app.inject({ method: "POST", url: GALLERY, headers: member.headers, payload });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; image: string; description: string };
}

const isStored = async (url: string) => (await t.storage.stat(url.replace("/media/", ""))) !== null;
const storedFiles = async (kind: string) =>
  readdir(path.join(t.config.dataDir, "uploads", kind)).catch(() => [] as string[]);

describe("gallery images", () => {
  it("uploads an image with its description and serves the file", async () => {
    const member = await buildMember(t);
    const payload = formOf({ image: file(pngBytes(), "poster.png"), description: "A poster session" });
    const response = await t.app.inject({ method: "POST", url: GALLERY, headers: member.headers, payload });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe("Image uploaded successfully.");
    expect(body.data).toMatchObject({ user: member.user.id, description: "A poster session" });
    const served = await t.app.inject({ method: "GET", url: body.data.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
  });

  it("asks for both an image and a description, and keeps no file from a refused upload", async () => {
    const member = await buildMember(t);
    const before = await storedFiles("image");
    const noImage = await t.app.inject({
      method: "POST",
      url: GALLERY,
      headers: member.headers,
      payload: formOf({ description: "Alone" }),
    });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().detail).toBe("Please select an image and enter description.");
    const noDescription = await t.app.inject({
      method: "POST",
      url: GALLERY,
      headers: member.headers,
      payload: formOf({ image: file(pngBytes(), "poster.png"), description: " " }),
    });
    expect(noDescription.statusCode).toBe(400);
    expect(noDescription.json().detail).toBe("Please select an image and enter description.");
    expect(await storedFiles("image")).toEqual(before);
  });

  it("refuses a text file renamed to .png", async () => {
    const member = await buildMember(t);
    const payload = formOf({ image: file(textBytes(), "fake.png"), description: "Not really" });
    const response = await t.app.inject({ method: "POST", url: GALLERY, headers: member.headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe("The image must be a JPEG, PNG, GIF or WebP image.");
  });

  it("lists only the member's own images, newest first, six a page", async () => {
    const member = await buildMember(t);
    await uploadImage(await buildMember(t), "Someone else's");
    for (let n = 1; n <= 7; n++) await uploadImage(member, `Image ${n}`);

    const first = await t.app.inject({ method: "GET", url: GALLERY, headers: member.headers });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.count).toBe(7);
    expect(page1.results).toHaveLength(6);
    expect(page1.results[0].description).toBe("Image 7");
    expect(page1.next).toBe(`${GALLERY}?page=2`);
    expect(page1.previous).toBeNull();

    const second = await t.app.inject({ method: "GET", url: `${GALLERY}?page=2`, headers: member.headers });
    const page2 = second.json();
    expect(page2.results.map((image: { description: string }) => image.description)).toEqual(["Image 1"]);
    expect(page2.next).toBeNull();
    expect(page2.previous).toBe(`${GALLERY}?page=1`);
  });

  it("updates the description and replaces the file, removing the old one", async () => {
    const member = await buildMember(t);
    const image = await uploadImage(member);
    const payload = formOf({ id: String(image.id), description: "Renamed", image: file(pngBytes(), "new.png") });
    const response = await t.app.inject({ method: "PATCH", url: GALLERY, headers: member.headers, payload });
    expect(response.statusCode).toBe(200);
    const updated = response.json().data;
    expect(updated.description).toBe("Renamed");
    expect(updated.image).not.toBe(image.image);
    expect(await isStored(updated.image)).toBe(true);
    expect(await isStored(image.image)).toBe(false);
  });

  it("requires a description when editing", async () => {
    const member = await buildMember(t);
    const image = await uploadImage(member);
    const response = await t.app.inject({
      method: "PATCH",
      url: GALLERY,
      headers: member.headers,
      payload: { id: image.id, description: "" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe("Please enter description.");
  });

  it("deletes an image and its file", async () => {
    const member = await buildMember(t);
    const image = await uploadImage(member);
    const response = await t.app.inject({
      method: "DELETE",
      url: GALLERY,
      headers: member.headers,
      payload: { id: image.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Image deleted successfully.");
    expect(await isStored(image.image)).toBe(false);
    const row = await t.db.selectFrom("gallery_images").select("id").where("id", "=", image.id).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it("never lets another member change or delete an image", async () => {
    const owner = await buildMember(t);
    const intruder = await buildMember(t);
    const image = await uploadImage(owner, "Mine");
    const before = await storedFiles("image");

    const edit = await t.app.inject({
      method: "PATCH",
      url: GALLERY,
      headers: intruder.headers,
      payload: formOf({ id: String(image.id), description: "Hijacked", image: file(pngBytes(), "x.png") }),
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().detail).toBe("Not found.");
    const removal = await t.app.inject({
      method: "DELETE",
      url: GALLERY,
      headers: intruder.headers,
      payload: { id: image.id },
    });
    expect(removal.statusCode).toBe(404);

    const row = await t.db.selectFrom("gallery_images").selectAll().where("id", "=", image.id).executeTakeFirst();
    expect(row?.description).toBe("Mine");
    expect(await isStored(image.image)).toBe(true);
    expect(await storedFiles("image")).toEqual(before);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const member = await buildMember(t);
    const unknown = await t.app.inject({
      method: "DELETE",
      url: GALLERY,
      headers: member.headers,
      payload: { id: 999999 },
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: "DELETE",
      url: GALLERY,
      headers: member.headers,
      payload: { id: "abc" },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it("announces an uploaded image as a new image post, so the feed shows it", async () => {
    const member = await buildMember(t);
    const { result: image, announced } = await announcedDuring(t, POST_EVENTS, () => uploadImage(member));
    expect(announced).toEqual([{ type: "post.created", kind: "image", postId: image.id, userId: member.user.id }]);
  });

  it("announces an edited and a deleted image, and nothing for a refused edit", async () => {
    const member = await buildMember(t);
    const intruder = await buildMember(t);
    const image = await uploadImage(member);
    const { result: statuses, announced } = await announcedDuring(t, POST_EVENTS, async () => {
      const edit = { id: String(image.id), description: "Renamed" };
      const refused = await t.app.inject({
        method: "PATCH",
        url: GALLERY,
        headers: intruder.headers,
        payload: formOf(edit),
      });
      const edited = await t.app.inject({
        method: "PATCH",
        url: GALLERY,
        headers: member.headers,
        payload: formOf(edit),
      });
      const deleted = await t.app.inject({
        method: "DELETE",
        url: GALLERY,
        headers: member.headers,
        payload: { id: image.id },
      });
      return [refused.statusCode, edited.statusCode, deleted.statusCode];
    });
    expect(statuses).toEqual([404, 200, 200]);
    const post = { kind: "image", postId: image.id, userId: member.user.id };
    expect(announced).toEqual([
      { type: "post.updated", ...post },
      { type: "post.deleted", ...post },
    ]);
  });

  it("requires a signed-in member", async () => {
    const response = await t.app.inject({ method: "GET", url: GALLERY });
    expect(response.statusCode).toBe(401);
  });
});
