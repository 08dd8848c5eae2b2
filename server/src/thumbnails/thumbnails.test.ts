import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { pngBytes } from "../test/file-fixtures.js";
import { file, formOf, publicationForm } from "../test/forms.js";
import { PHOTO_CAMERA, photoWithGps } from "../test/image-files.js";
import { waitForJob } from "../test/job-states.js";
import { brokenPdf, textPdf } from "../test/pdf-files.js";
import { buildPublication } from "../test/post-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { waitFor } from "../test/wait-for.js";
import { makeThumbnails } from "./thumbnail-jobs.js";
import { thumbnailStore } from "./thumbnail-store.js";

const PUBLICATIONS = "/user/publication/publication/";
const GALLERY = "/user/gallery/gallery-images/";
const HOME = "/user/publication/home/";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildMember>>;
type Listed = { id: number; thumbnail: string | null; thumbnail_large?: string | null };

const get = async (member: Member, url: string) =>
  (await t.app.inject({ method: "GET", url, headers: member.headers })).json();

/** A served thumbnail, as a browser would fetch it, with what sharp reads of it. */
async function served(url: string) {
  const response = await t.app.inject({ method: "GET", url });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("image/webp");
  return sharp(response.rawPayload).metadata();
}

const isStored = async (url: string) => (await t.storage.stat(url.replace("/media/", ""))) !== null;

async function ownPublicationOnceThumbnailed(member: Member, id: number): Promise<Listed> {
  return waitFor(`the thumbnail of publication ${id}`, async () => {
    const own = (await get(member, PUBLICATIONS)).results as Listed[];
    return own.find((publication) => publication.id === id && publication.thumbnail !== null);
  });
}

async function galleryImageOnceThumbnailed(member: Member, id: number): Promise<Listed> {
  return waitFor(`the thumbnails of gallery image ${id}`, async () => {
    const images = (await get(member, GALLERY)).results as Listed[];
    return images.find((image) => image.id === id && image.thumbnail !== null);
  });
}

async function uploadImage(member: Member, image: Buffer, name = "photo.jpg") {
  const response = await t.app.inject({
    method: "POST",
    url: GALLERY,
    headers: member.headers,
    payload: formOf({ description: "Fieldwork", image: file(image, name) }),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as Listed & { image: string };
}

describe("thumbnails of publications", () => {
  it("draws a PDF's first page 320 px wide as WebP, shown on the own list, the feed card and the post detail", async () => {
    const member = await buildMember(t);
    const uploaded = await t.app.inject({
      method: "POST",
      url: PUBLICATIONS,
      headers: member.headers,
      payload: publicationForm({}, { bytes: await textPdf(["Page one", "Page two"]), name: "paper.pdf" }),
    });
    const { id, thumbnail: whileMade } = uploaded.json().data as Listed;
    expect(whileMade).toBeNull();

    const { thumbnail } = await ownPublicationOnceThumbnailed(member, id);

    expect(thumbnail).toMatch(/^\/media\/thumbnail\/[0-9a-f-]{36}\.webp$/);
    const picture = await served(thumbnail as string);
    expect(picture).toMatchObject({ format: "webp", width: 320 });
    // A4 and Letter pages are taller than wide.
    expect(picture.height).toBeGreaterThan(400);
    // The page's text is drawn: some pixels are dark, not a blank white page.
    const drawn = await t.app.inject({ method: "GET", url: thumbnail as string });
    const { channels } = await sharp(drawn.rawPayload).stats();
    expect(Math.min(...channels.map((channel) => channel.min))).toBeLessThan(128);
    const card = ((await get(member, HOME)).results as (Listed & { type: string })[]).find(
      (item) => item.type === "publication" && item.id === id,
    );
    expect(card).toMatchObject({ thumbnail, thumbnail_large: null });
    expect(await get(member, `${HOME}?id=${id}&type=publication`)).toMatchObject({ thumbnail });
  });

  it("pictures a document that is an image at 320 and 1280 px wide on the feed card", async () => {
    const member = await buildMember(t);
    const uploaded = await t.app.inject({
      method: "POST",
      url: PUBLICATIONS,
      headers: member.headers,
      payload: publicationForm({}, { bytes: await photoWithGps(1600, 800), name: "figure.jpg" }),
    });
    const { id } = uploaded.json().data as Listed;

    const { thumbnail } = await ownPublicationOnceThumbnailed(member, id);

    const card = ((await get(member, HOME)).results as (Listed & { type: string })[]).find(
      (item) => item.type === "publication" && item.id === id,
    );
    expect(card?.thumbnail).toBe(thumbnail);
    expect(await served(card?.thumbnail_large as string)).toMatchObject({ width: 1280, height: 640 });
  });

  it("records a PDF that cannot be drawn as failed, keeps its thumbnail null, and ends the job well", async () => {
    const member = await buildMember(t);
    const publication = await buildPublication(t, { userId: member.user.id, document: brokenPdf() });

    const id = await t.jobs.send(makeThumbnails, { kind: "publication", postId: publication.id });

    expect((await waitForJob(t.db, makeThumbnails, id as string)).retryCount).toBe(0);
    expect(await thumbnailStore(t.db).find("publication", publication.id)).toMatchObject({
      status: "failed",
      small_key: null,
    });
    const own = (await get(member, PUBLICATIONS)).results as Listed[];
    expect(own.find((listed) => listed.id === publication.id)?.thumbnail).toBeNull();
  });

  it("makes a new thumbnail when the document is replaced, and removes the old one", async () => {
    const member = await buildMember(t);
    const uploaded = await t.app.inject({
      method: "POST",
      url: PUBLICATIONS,
      headers: member.headers,
      payload: publicationForm(),
    });
    const { id } = uploaded.json().data as Listed;
    const first = (await ownPublicationOnceThumbnailed(member, id)).thumbnail as string;

    const edited = await t.app.inject({
      method: "PATCH",
      url: PUBLICATIONS,
      headers: member.headers,
      payload: formOf({ id: String(id), upload_document: file(pngBytes(), "figure.png") }),
    });
    expect(edited.statusCode).toBe(200);
    // Never the old file's picture: null while the new one is made (or the new one, if made already).
    expect(edited.json().data.thumbnail).not.toBe(first);

    const second = await waitFor("the new thumbnail", async () => {
      const own = (await get(member, PUBLICATIONS)).results as Listed[];
      const thumbnail = own.find((listed) => listed.id === id)?.thumbnail;
      return thumbnail !== first && thumbnail;
    });
    expect(await isStored(second)).toBe(true);
    await waitFor("the old thumbnail to be removed", async () => !(await isStored(first)));
  });

  it("never pictures a private document, and removes the thumbnail of one made private", async () => {
    const member = await buildMember(t);
    const published = await t.app.inject({
      method: "POST",
      url: PUBLICATIONS,
      headers: member.headers,
      payload: publicationForm(),
    });
    const { id } = published.json().data as Listed;
    const thumbnail = (await ownPublicationOnceThumbnailed(member, id)).thumbnail as string;

    const edited = await t.app.inject({
      method: "PATCH",
      url: PUBLICATIONS,
      headers: member.headers,
      payload: formOf({ id: String(id), upload_mode: "private" }),
    });

    expect(edited.json().data.thumbnail).toBeNull();
    await waitFor("the thumbnail to be removed", async () => !(await isStored(thumbnail)));
    expect(await thumbnailStore(t.db).find("publication", id)).toBeUndefined();
    const privateOne = await t.app.inject({
      method: "POST",
      url: PUBLICATIONS,
      headers: member.headers,
      payload: publicationForm({ upload_mode: "private" }),
    });
    const job = await t.jobs.send(makeThumbnails, { kind: "publication", postId: privateOne.json().data.id });
    if (job) await waitForJob(t.db, makeThumbnails, job);
    expect(await thumbnailStore(t.db).find("publication", privateOne.json().data.id)).toBeUndefined();
  });

  it("removes the thumbnail with its publication", async () => {
    const member = await buildMember(t);
    const uploaded = await t.app.inject({
      method: "POST",
      url: PUBLICATIONS,
      headers: member.headers,
      payload: publicationForm(),
    });
    const { id } = uploaded.json().data as Listed;
    const thumbnail = (await ownPublicationOnceThumbnailed(member, id)).thumbnail as string;

    await t.app.inject({ method: "DELETE", url: PUBLICATIONS, headers: member.headers, payload: { id } });

    await waitFor("the thumbnail to be removed", async () => !(await isStored(thumbnail)));
    expect(await thumbnailStore(t.db).find("publication", id)).toBeUndefined();
  });
});

describe("thumbnails of gallery images", () => {
  it("scales an image to 320 and 1280 px wide WebP, shown on the gallery list and the feed card", async () => {
    const member = await buildMember(t);
    const { id } = await uploadImage(member, await photoWithGps(2000, 1000));

    const { thumbnail, thumbnail_large } = await galleryImageOnceThumbnailed(member, id);

    expect(await served(thumbnail as string)).toMatchObject({ format: "webp", width: 320, height: 160 });
    expect(await served(thumbnail_large as string)).toMatchObject({ format: "webp", width: 1280, height: 640 });
    const card = ((await get(member, "/user/publication/search-data/?type=image")).results as Listed[]).find(
      (item) => item.id === id,
    );
    expect(card).toMatchObject({ thumbnail, thumbnail_large });
  });

  it("strips the photo's EXIF, camera and GPS position included, from both thumbnails", async () => {
    const member = await buildMember(t);
    const photo = await photoWithGps(1600, 1200);
    expect((await sharp(photo).metadata()).exif?.includes(PHOTO_CAMERA)).toBe(true);
    const { id } = await uploadImage(member, photo);

    const { thumbnail, thumbnail_large } = await galleryImageOnceThumbnailed(member, id);

    for (const url of [thumbnail, thumbnail_large]) {
      const picture = await served(url as string);
      expect(picture.exif).toBeUndefined();
      expect(picture.xmp).toBeUndefined();
    }
  });

  it("never enlarges a small image", async () => {
    const member = await buildMember(t);
    const { id } = await uploadImage(member, pngBytes(), "dot.png");

    const { thumbnail, thumbnail_large } = await galleryImageOnceThumbnailed(member, id);

    expect(await served(thumbnail as string)).toMatchObject({ width: 2, height: 2 });
    expect(await served(thumbnail_large as string)).toMatchObject({ width: 2, height: 2 });
  });
});

describe("thumbnails of a deleted account", () => {
  it("are removed with the account's other files", async () => {
    const member = await buildMember(t);
    const { id } = await uploadImage(member, pngBytes(), "dot.png");
    const { thumbnail, thumbnail_large } = await galleryImageOnceThumbnailed(member, id);

    const response = await t.app.inject({ method: "DELETE", url: "/user/delete-account/", headers: member.headers });

    expect(response.statusCode).toBe(200);
    expect(await isStored(thumbnail as string)).toBe(false);
    expect(await isStored(thumbnail_large as string)).toBe(false);
  });
});
