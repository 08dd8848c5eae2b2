import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseFeed } from "@rowanmanning/feed-parser";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../../test/factories.js";
import { buildPublication } from "../../test/publication-factories.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

const ORIGIN = "https://scholarly.example.org";

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  // A built web app, so the tests see that these paths are not swallowed by its fallback to index.html.
  webDist = await mkdtemp(path.join(tmpdir(), "scholarly-web-"));
  await writeFile(path.join(webDist, "index.html"), "<!doctype html><title>Scholarly</title>");
  t = await createTestApp({ PUBLIC_URL: ORIGIN, WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "", isArray: (name) => name === "url" });
const get = (url: string) => t.app.inject({ method: "GET", url });

describe("the sitemap", () => {
  it("lists every profile and publication page with its last change", async () => {
    const member = await buildMember(t);
    const publication = await buildPublication(t, { user_id: member.user.id });
    const response = await get("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const { urlset } = xml.parse(response.body);
    expect(urlset.xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(urlset.url).toContainEqual({
      loc: `${ORIGIN}/user-profile/${member.profile.id}`,
      lastmod: `${member.profile.updated_at.toISOString().slice(0, 19)}Z`,
    });
    expect(urlset.url).toContainEqual({
      loc: `${ORIGIN}/post/${publication.id}?type=publication`,
      lastmod: `${publication.updated_at.toISOString().slice(0, 19)}Z`,
    });
  });

  it("answers 404 for a page past the last", async () => {
    expect((await get("/sitemap.xml?page=2")).statusCode).toBe(404);
    expect((await get("/sitemap.xml?page=zero")).statusCode).toBe(400);
  });
});

describe("robots.txt", () => {
  it("keeps crawlers out of the API and points them at the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toBe(`User-agent: *\nDisallow: /user/\nDisallow: /api/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});

describe("a member's Atom feed", () => {
  it("holds the member's 20 newest publications and reads back in a feed parser", async () => {
    const member = await buildMember(t, { name: "Ada Lovelace" });
    const ids: number[] = [];
    for (let index = 1; index <= 22; index += 1) {
      const publication = await buildPublication(t, {
        user_id: member.user.id,
        title: `Note ${index} on engines & <gears>`,
        author: "Ada Lovelace, Jürgen Müller",
        doi: index === 22 ? "10.5555/note.22" : null,
        created_at: new Date(Date.UTC(2024, 0, index)),
      });
      ids.push(publication.id);
    }
    const response = await get(`/feeds/${member.profile.id}.atom`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    const feed = parseFeed(response.body);
    expect(feed.meta.type).toBe("atom");
    expect(feed.title).toBe("Ada Lovelace: publications on Scholarly");
    expect(feed.url).toBe(`${ORIGIN}/user-profile/${member.profile.id}`);
    expect(feed.self).toBe(`${ORIGIN}/feeds/${member.profile.id}.atom`);
    expect(feed.items).toHaveLength(20);
    const [newest] = feed.items;
    expect(newest).toMatchObject({
      id: `${ORIGIN}/post/${ids[21]}?type=publication`,
      title: "Note 22 on engines & <gears>",
      url: `${ORIGIN}/post/${ids[21]}?type=publication`,
      description: "What we found.",
    });
    expect(newest?.published?.toISOString()).toBe("2024-01-22T00:00:00.000Z");
    expect(newest?.authors.map((author) => author.name)).toEqual(["Ada Lovelace", "Jürgen Müller"]);
    expect(newest?.categories.map((category) => category.term)).toEqual(["article"]);
    expect(feed.items.at(-1)?.title).toBe("Note 3 on engines & <gears>");
  });

  it("is a valid empty feed for a member without publications", async () => {
    const member = await buildMember(t);
    const feed = parseFeed((await get(`/feeds/${member.profile.id}.atom`)).body);
    expect(feed.items).toEqual([]);
  });

  it("answers 404 'User not found.' for a profile that does not exist, and 400 for no id at all", async () => {
    const missing = await get("/feeds/987654.atom");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe("User not found.");
    expect((await get("/feeds/abc.atom")).statusCode).toBe(400);
  });
});

describe("the web app's fallback", () => {
  it("serves the app for its own pages but never for the feeds, sitemap or harvesting paths", async () => {
    // (A profile's page carries its own title: see landing/landing-pages.test.ts.)
    expect((await get("/home")).body).toContain("<title>Scholarly</title>");
    for (const url of ["/feeds/", "/feeds/1.rss", "/oai/extra", "/sitemap.xml/extra"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain("<title>Scholarly</title>");
    }
  });
});
