import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../../test/factories.js";
import { htmlPage } from "../../test/html-page.js";
import { buildPublication } from "../../test/publication-factories.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

const APP_HTML =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Scholarly</title></head><body><div id="root"></div></body></html>';

/** Every special pattern of String.prototype.replace's replacement string. */
const PATTERNS = ["$&", "$`", "$'", "$1", "$$", "$<name>"];

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), "scholarly-web-"));
  await writeFile(path.join(webDist, "index.html"), APP_HTML);
  t = await createTestApp({ PUBLIC_URL: "https://scholarly.example.org", WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

async function page(url: string) {
  const response = await t.app.inject({ method: "GET", url });
  expect(response.statusCode).toBe(200);
  return htmlPage(response.body);
}

describe("user text holding replacement patterns on a landing page", () => {
  it.each(PATTERNS)(
    "a title with %s is written as it is, once, in the title, the tags and the JSON-LD",
    async (pattern) => {
      const owner = await buildMember(t);
      const title = `Costs in ${pattern} and ${pattern}s`;
      const publication = await buildPublication(t, { user_id: owner.user.id, title });
      const { titles, meta, metas, jsonLd, has } = await page(`/post/${publication.id}?type=publication`);
      expect(titles).toEqual([`${title} | Scholarly`]);
      expect(metas("citation_title")).toEqual([title]);
      expect(meta("og:title")).toBe(title);
      expect(jsonLd().name).toBe(title);
      expect(has("head")).toHaveLength(1);
      expect(has("div", (attributes) => attributes.id === "root")).toHaveLength(1);
    },
  );

  it.each(PATTERNS)("a member's name and bio with %s are written as they are", async (pattern) => {
    const name = `Ada ${pattern} Lovelace`;
    const bio = `Works on ${pattern} notes.`;
    const member = await buildMember(t, { name });
    await t.db.updateTable("profiles").set({ bio }).where("id", "=", member.profile.id).execute();
    const { titles, meta, jsonLd, has } = await page(`/user-profile/${member.profile.id}`);
    expect(titles).toEqual([`${name} | Scholarly`]);
    expect(meta("og:title")).toBe(name);
    expect(meta("og:description")).toBe(bio);
    expect(jsonLd()).toMatchObject({ "@type": "Person", name, description: bio });
    expect(has("div", (attributes) => attributes.id === "root")).toHaveLength(1);
  });
});
