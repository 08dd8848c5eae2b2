import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { mp4Bytes, pngBytes } from "../test/file-fixtures.js";
import { file, formOf } from "../test/forms.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const VIDEOS = "/user/videos/video/";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const isStored = async (url: string) => (await t.storage.stat(url.replace("/media/", ""))) !== null;

describe("videos", () => {
  it("uploads an MP4 video and lists it", async () => {
    const member = await buildMember(t);
    const payload = formOf({ video: file(mp4Bytes(), "talk.mp4"), description: "My talk" });
    const response = await t.app.inject({ method: "POST", url: VIDEOS, headers: member.headers, payload });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe("Video uploaded successfully.");
    const list = await t.app.inject({ method: "GET", url: VIDEOS, headers: member.headers });
    expect(list.json()).toMatchObject({ count: 1, next: null, previous: null, results: [{ description: "My talk" }] });
  });

  it("refuses an image sent as a video and a video without a file", async () => {
    const member = await buildMember(t);
    const image = await t.app.inject({
      method: "POST",
      url: VIDEOS,
      headers: member.headers,
      payload: formOf({ video: file(pngBytes(), "talk.mp4"), description: "Not a video" }),
    });
    expect(image.statusCode).toBe(400);
    expect(image.json().detail).toBe("The video must be an MP4, WebM, Ogg or QuickTime video.");
    const missing = await t.app.inject({
      method: "POST",
      url: VIDEOS,
      headers: member.headers,
      payload: formOf({ description: "No file" }),
    });
    expect(missing.json().detail).toBe("Please select a video and enter description.");
  });

  it("replaces a video's file on edit and deletes it with the video, for its owner only", async () => {
    const owner = await buildMember(t);
    const intruder = await buildMember(t);
    const created = await t.app.inject({
      method: "POST",
      url: VIDEOS,
      headers: owner.headers,
      payload: formOf({ video: file(mp4Bytes(), "a.mp4"), description: "Take one" }),
    });
    const first = created.json().data;
    const edited = await t.app.inject({
      method: "PATCH",
      url: VIDEOS,
      headers: owner.headers,
      payload: formOf({ id: String(first.id), description: "Take two", video: file(mp4Bytes(), "b.mp4") }),
    });
    expect(edited.statusCode).toBe(200);
    const second = edited.json().data;
    expect(second.description).toBe("Take two");
    expect(await isStored(first.video)).toBe(false);

    const refused = await t.app.inject({
      method: "DELETE",
      url: VIDEOS,
      headers: intruder.headers,
      payload: { id: second.id },
    });
    expect(refused.statusCode).toBe(404);
    expect(await isStored(second.video)).toBe(true);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: VIDEOS,
      headers: owner.headers,
      payload: { id: second.id },
    });
    expect(deleted.json().message).toBe("Video deleted successfully.");
    expect(await isStored(second.video)).toBe(false);
  });
});
