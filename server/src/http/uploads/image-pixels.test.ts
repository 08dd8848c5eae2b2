import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../../test/factories.js";
import { file, formOf, publicationForm } from "../../test/forms.js";
import { pngClaiming } from "../../test/image-files.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

const GALLERY = "/user/gallery/gallery-images/";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedFiles = async () =>
  (await readdir(path.join(t.config.dataDir, "uploads"), { recursive: true }).catch(() => [])).filter((name) =>
    name.includes("."),
  );

describe("images with too many pixels", () => {
  it("refuses a decompression bomb at upload with 400 and keeps neither file nor row", async () => {
    const member = await buildMember(t);
    const before = await storedFiles();

    const response = await t.app.inject({
      method: "POST",
      url: GALLERY,
      headers: member.headers,
      payload: formOf({ description: "Looks small", image: file(pngClaiming(20_000, 20_000), "bomb.png") }),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      "The image is too large: 20000 × 20000 pixels, at most 50 megapixels are allowed.",
    );
    expect(await storedFiles()).toEqual(before);
    const rows = await t.db.selectFrom("gallery_images").select("id").where("user_id", "=", member.user.id).execute();
    expect(rows).toEqual([]);
  });

  it("refuses one as a publication's document too", async () => {
    const member = await buildMember(t);

    const response = await t.app.inject({
      method: "POST",
      url: "/user/publication/publication/",
      headers: member.headers,
      payload: publicationForm({}, { bytes: pngClaiming(10_000, 5_001), name: "scan.png" }),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain("at most 50 megapixels");
  });

  it("accepts an image of exactly 50 megapixels", async () => {
    const member = await buildMember(t);

    const response = await t.app.inject({
      method: "POST",
      url: GALLERY,
      headers: member.headers,
      payload: formOf({ description: "Large but allowed", image: file(pngClaiming(10_000, 5_000), "wide.png") }),
    });

    expect(response.statusCode).toBe(201);
  });
});
