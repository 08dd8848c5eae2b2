import { XMLParser } from "fast-xml-parser";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../../test/factories.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

const ORIGIN = "https://scholarly.example.org";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN });
});
afterAll(() => t.close());

const xml = new XMLParser({ isArray: (name) => name === "url" || name === "sitemap" });

describe("a sitemap of more than 50,000 pages", () => {
  it("becomes an index of sitemaps of at most 50,000 pages each", async () => {
    const member = await buildMember(t);
    await sql`
      INSERT INTO publications (user_id, title)
      SELECT ${member.user.id}, 'Bulk publication ' || n FROM generate_series(1, 50000) AS n
    `.execute(t.db);
    // One profile and 50,000 publications: 50,001 pages.
    const index = xml.parse((await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body);
    expect(index.sitemapindex.sitemap).toEqual([
      { loc: `${ORIGIN}/sitemap.xml?page=1` },
      { loc: `${ORIGIN}/sitemap.xml?page=2` },
    ]);
    const first = xml.parse((await t.app.inject({ method: "GET", url: "/sitemap.xml?page=1" })).body);
    expect(first.urlset.url).toHaveLength(50_000);
    expect(first.urlset.url[0].loc).toBe(`${ORIGIN}/user-profile/${member.profile.id}`);
    const second = xml.parse((await t.app.inject({ method: "GET", url: "/sitemap.xml?page=2" })).body);
    expect(second.urlset.url).toHaveLength(1);
    expect(second.urlset.url[0].loc).toMatch(/\/post\/\d+\?type=publication$/);
  });
});
