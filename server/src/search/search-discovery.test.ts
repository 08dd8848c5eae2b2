import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { file, publicationForm } from "../test/forms.js";
import { imageOnlyPdf, textPdf } from "../test/pdf-files.js";
import {
  buildCodeSnippet,
  buildGalleryImage,
  buildPublication as buildPost,
  buildVideo,
} from "../test/post-factories.js";
import { buildPublication } from "../test/publication-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { waitFor } from "../test/wait-for.js";

let t: TestApp;
let reader: Awaited<ReturnType<typeof buildMember>>;
beforeAll(async () => {
  t = await createTestApp();
  reader = await buildMember(t);
});
afterAll(() => t.close());

async function get(url: string, query: Record<string, string> = {}, headers = reader.headers) {
  const response = await t.app.inject({ method: "GET", url, query, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const hitsFor = async (q: string) => (await get("/user/search/", { q })).results;

async function upload(member: Awaited<ReturnType<typeof buildMember>>, fields: Record<string, string>, pdf: Buffer) {
  const response = await t.app.inject({
    method: "POST",
    url: "/user/publication/publication/",
    headers: member.headers,
    payload: publicationForm(fields, file(pdf, "paper.pdf")),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number };
}

describe("search inside documents", () => {
  it("finds a publication by a phrase that only its PDF's second page holds, once the text is read", async () => {
    const author = await buildMember(t);
    const pdf = await textPdf(["An introduction to harbour seals.", "The colony grew by quintessent margins."]);
    const publication = await upload(author, { title: "Seal colonies" }, pdf);

    const hits = await waitFor("the document to be indexed", async () => {
      const found = await hitsFor('"quintessent margins"');
      return found.length > 0 && found;
    });

    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ id: publication.id, matched_in: "document" });
    expect(hits[0].highlight).toContain("<mark>quintessent</mark> <mark>margins</mark>");
  });

  it("marks a match deep inside a long document", async () => {
    const { user } = await buildMember(t);
    const publication = await buildPublication(t, { user_id: user.id, title: "A long report" });
    const text = `${"Filler words about nothing in particular. ".repeat(1500)}Here the zanthoptic effect appears.`;
    await t.db
      .insertInto("document_texts")
      .values({ post_kind: "publication", post_id: publication.id, status: "extracted", text, pages: 40 })
      .execute();

    const [hit] = await hitsFor("zanthoptic");

    expect(hit).toMatchObject({ id: publication.id, matched_in: "document" });
    expect(hit.highlight).toContain("the <mark>zanthoptic</mark> effect");
  });

  it("publishes an image-only PDF, found by its title alone", async () => {
    const author = await buildMember(t);
    const publication = await upload(author, { title: "Scanned orrery drawings" }, await imageOnlyPdf());

    await waitFor("the scan to be read", () =>
      t.db.selectFrom("document_texts").select("status").where("post_id", "=", publication.id).executeTakeFirst(),
    );
    expect((await hitsFor("orrery")).map((hit: { id: number }) => hit.id)).toEqual([publication.id]);
  });

  it("never finds a private document by its text, so snippets cannot leak it", async () => {
    const author = await buildMember(t);
    const pdf = await textPdf(["Confidential: the marmoset cohort results."]);
    const publication = await upload(author, { title: "Primate study", upload_mode: "private" }, pdf);

    await waitFor("the private document to be read", () =>
      t.db.selectFrom("document_texts").select("status").where("post_id", "=", publication.id).executeTakeFirst(),
    );
    expect(await hitsFor("marmoset")).toEqual([]);
    expect((await hitsFor("primate")).map((hit: { id: number }) => hit.id)).toEqual([publication.id]);
  });
});

describe("the has-full-text filter", () => {
  it("leaves out metadata-only works and other kinds of post, and is a search of its own", async () => {
    const author = await buildMember(t);
    const withFile = await buildPublication(t, { user_id: author.user.id, title: "Quillwort spores, with file" });
    const metadataOnly = await buildPublication(t, {
      user_id: author.user.id,
      title: "Quillwort spores, metadata only",
      upload_mode: "none",
      upload_document: null,
    });
    const ids = (page: { results: { id: number }[] }) => page.results.map((hit) => hit.id).sort();
    expect(ids(await get("/user/search/", { q: "quillwort" }))).toEqual([withFile.id, metadataOnly.id].sort());
    expect(ids(await get("/user/search/", { q: "quillwort", full_text: "true" }))).toEqual([withFile.id]);
    const filterOnly = await get("/user/search/", { full_text: "true", limit: "50" });
    expect(filterOnly.results.every((hit: { type: string }) => hit.type === "publication")).toBe(true);
    expect(ids(filterOnly)).not.toContain(metadataOnly.id);
  });
});

describe("many hits", () => {
  it("counts exactly up to 10,000 hits and says when the count is an estimate", async () => {
    const { user } = await buildMember(t);
    await sql`
      INSERT INTO publications (user_id, title) SELECT ${user.id}, 'Kelvinator batch ' || n FROM generate_series(1, 10001) AS n
    `.execute(t.db);
    await sql`ANALYZE post_search`.execute(t.db);

    const page = await get("/user/search/", { q: "kelvinator" });

    expect(page.count_is_estimate).toBe(true);
    expect(page.count).toBeGreaterThan(10_000);
    expect(page.results).toHaveLength(10);
    expect(page.next).toContain("page=2");
  }, 120_000);
});

describe("a phrase of common words", () => {
  it("estimates the hits from the newest posts when most hold it, and counts and shows a rare one exactly", async () => {
    const { user } = await buildMember(t);
    // The rare phrase's posts are the oldest, behind 25,000 newer posts holding its words.
    await sql`
      INSERT INTO publications (user_id, title) SELECT ${user.id}, 'Drift quasar note ' || n FROM generate_series(1, 5) AS n
    `.execute(t.db);
    await sql`
      INSERT INTO publications (user_id, title)
      SELECT ${user.id}, 'Quasar drift survey ' || n FROM generate_series(1, 25000) AS n
    `.execute(t.db);
    await sql`ANALYZE post_search`.execute(t.db);

    const common = await get("/user/search/", { q: '"quasar drift"' });
    const rare = await get("/user/search/", { q: '"drift quasar"', limit: "20" });

    expect(common.count_is_estimate).toBe(true);
    expect(common.count).toBeGreaterThanOrEqual(25_000);
    expect(common.results.map((hit: { title: string }) => hit.title)).toContain("Quasar drift survey 25000");
    expect(rare).toMatchObject({ count: 5, count_is_estimate: false });
    expect(rare.results.map((hit: { title: string }) => hit.title).sort()).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Drift quasar note ${n}`),
    );
  });
});

describe("the search box's suggestions", () => {
  it("suggests people and research as the last word is still being typed", async () => {
    const author = await buildMember(t, { name: "Sigrid Thorvaldsen" });
    const post = await buildPublication(t, { user_id: author.user.id, title: "Glacier calving dynamics" });

    const people = await get("/user/search/suggest/", { q: "Thorvald" });
    const research = await get("/user/search/suggest/", { q: "glacier calv" });

    expect(people.people[0]).toMatchObject({
      id: author.profile.id,
      name: "Sigrid Thorvaldsen",
      institution: "University of Testing",
    });
    expect(research.research).toEqual([{ id: post.id, type: "publication", title: "Glacier calving dynamics" }]);
  });

  it("suggests research for a complete word as for its beginning, whatever its ending or accents", async () => {
    const author = await buildMember(t);
    const bivalves = await buildPublication(t, { user_id: author.user.id, title: "Bivalve filtration in estuaries" });
    const networks = await buildPublication(t, { user_id: author.user.id, title: "Neural network pruning" });
    const ecology = await buildPublication(t, { user_id: author.user.id, title: "Écologie des dunes littorales" });
    const populations = await buildPublication(t, {
      user_id: author.user.id,
      title: "Dinámica de poblaciones en bosques",
    });
    const forests = await buildPublication(t, { user_id: author.user.id, title: "Ökologie der Wälder" });
    const found = async (q: string) =>
      ((await get("/user/search/suggest/", { q })).research as { id: number }[]).map((hit) => hit.id);

    for (const q of ["bivalve", "bivalv", "Bivalves", "estuaries", "estuar"])
      expect(await found(q), q).toContain(bivalves.id);
    for (const q of ["networks", "network", "neural netw", "neural networks", "pruning"]) {
      expect(await found(q), q).toContain(networks.id);
    }
    for (const q of ["écologie", "ecologie", "ecolog", "dunes", "dune"])
      expect(await found(q), q).toContain(ecology.id);
    // Spanish and German words, indexed with the English stemmer and accents folded as every text is.
    for (const q of ["poblaciones", "poblacion", "población", "dinámica", "dinamic", "bosques", "bosqu"])
      expect(await found(q), q).toContain(populations.id);
    for (const q of ["Ökologie", "okologie", "ökolog", "Wälder", "walder", "wald"])
      expect(await found(q), q).toContain(forests.id);
    expect(await found("bivalve network")).toEqual([]);
  });

  it("refuses an empty text", async () => {
    const response = await t.app.inject({ method: "GET", url: "/user/search/suggest/", headers: reader.headers });
    expect(response.statusCode).toBe(400);
  });
});

describe("trending hashtags", () => {
  it("lists the hashtags most used in the last 7 days, most used first", async () => {
    const { user } = await buildMember(t);
    const longAgo = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000);
    await buildPublication(t, { user_id: user.id, abstract: "#Zymurgy #brewing" });
    await buildPublication(t, { user_id: user.id, abstract: "More #zymurgy" });
    await buildPublication(t, { user_id: user.id, abstract: "#oldnews", created_at: longAgo });

    const { results } = await get("/user/hashtags/trending/");

    const tags = results.map((entry: { tag: string }) => entry.tag);
    expect(results).toContainEqual({ tag: "zymurgy", count: 2 });
    expect(tags.indexOf("zymurgy")).toBeLessThan(tags.indexOf("brewing"));
    expect(tags).not.toContain("oldnews");
  });
});

describe("the Following feed", () => {
  it("shows only the posts of members the viewer follows, newest first", async () => {
    const viewer = await buildMember(t);
    const followed = await buildMember(t);
    const stranger = await buildMember(t);
    await t.db
      .insertInto("follows")
      .values({ follower_profile_id: viewer.profile.id, followed_profile_id: followed.profile.id })
      .execute();
    const older = await buildPublication(t, { user_id: followed.user.id, created_at: new Date("2025-01-01") });
    const newer = await buildPublication(t, { user_id: followed.user.id, created_at: new Date("2025-02-01") });
    await buildPublication(t, { user_id: stranger.user.id });

    const page = await get("/user/publication/home/", { feed: "following", limit: "1" }, viewer.headers);

    expect(page.count).toBe(2);
    expect(page.results.map((item: { id: number }) => item.id)).toEqual([newer.id]);
    expect(page.next).toBe("/user/publication/home/?page=2&limit=1&feed=following");
    const second = await get("/user/publication/home/", { feed: "following", limit: "1", page: "2" }, viewer.headers);
    expect(second.results.map((item: { id: number }) => item.id)).toEqual([older.id]);
  });

  it("filters by kind of post too: the followed members' images only", async () => {
    const viewer = await buildMember(t);
    const followed = await buildMember(t);
    const stranger = await buildMember(t);
    await t.db
      .insertInto("follows")
      .values({ follower_profile_id: viewer.profile.id, followed_profile_id: followed.profile.id })
      .execute();
    const image = await buildGalleryImage(t, { userId: followed.user.id });
    await buildPublication(t, { user_id: followed.user.id });
    await buildGalleryImage(t, { userId: stranger.user.id });

    const page = await get("/user/publication/home/", { feed: "following", type: "image" }, viewer.headers);

    expect(page.results.map((item: { id: number; type: string }) => [item.type, item.id])).toEqual([
      ["image", image.id],
    ]);
    expect(page.count).toBe(1);
  });

  it("counts the followed members' posts exactly as posts are added and removed, many in one statement", async () => {
    const viewer = await buildMember(t);
    const followed = await Promise.all([buildMember(t), buildMember(t)]);
    await t.db
      .insertInto("follows")
      .values(
        followed.map((member) => ({ follower_profile_id: viewer.profile.id, followed_profile_id: member.profile.id })),
      )
      .execute();
    const count = async (type?: string) =>
      (await get("/user/publication/home/", { feed: "following", ...(type ? { type } : {}) }, viewer.headers)).count;
    const [first, second] = followed.map((member) => member.user.id) as [number, number];
    const written = await t.db
      .insertInto("publications")
      .values(
        [first, first, second, viewer.user.id].map((user_id, at) => ({
          user_id,
          title: `Counted ${at}`,
          author: "A. Author",
          publication_type: "article",
          abstract: "",
        })),
      )
      .returning("id")
      .execute();
    await buildGalleryImage(t, { userId: second });

    expect([await count(), await count("publication"), await count("image")]).toEqual([4, 3, 1]);
    await t.db
      .deleteFrom("publications")
      .where("id", "in", [written[0]?.id ?? 0, written[2]?.id ?? 0])
      .execute();
    expect([await count(), await count("publication")]).toEqual([2, 1]);
    const kept = await sql`SELECT post_type, count FROM member_post_counts WHERE user_id = ${second}`.execute(t.db);
    expect(kept.rows).toEqual([{ post_type: "image", count: 1 }]);
  });

  it("is empty for a member who follows nobody, who is told whom to follow", async () => {
    const newcomer = await buildMember(t);
    const popular = await buildMember(t, { name: "Most Followed" });
    const fans = await Promise.all([buildMember(t), buildMember(t), buildMember(t)]);
    await t.db
      .insertInto("follows")
      .values(fans.map((fan) => ({ follower_profile_id: fan.profile.id, followed_profile_id: popular.profile.id })))
      .execute();

    const page = await get("/user/publication/home/", { feed: "following" }, newcomer.headers);
    const suggestions = await get("/user/follow-unfollow/suggestions/", {}, newcomer.headers);
    const forAFan = await get("/user/follow-unfollow/suggestions/", {}, fans[0]?.headers);

    expect(page).toMatchObject({ count: 0, results: [], next: null });
    expect(suggestions.results[0]).toMatchObject({ id: popular.profile.id, name: "Most Followed", followers_count: 3 });
    expect(forAFan.results.map((person: { id: number }) => person.id)).not.toContain(popular.profile.id);
  });

  it("refuses an unknown feed", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/user/publication/home/",
      query: { feed: "friends" },
      headers: reader.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain("feed must be everyone or following.");
  });

  it("keeps the count exact as members are followed, unfollowed and deleted", async () => {
    const [viewer, prolific, imager, alsoFollows] = await Promise.all([1, 2, 3, 4].map(() => buildMember(t)));
    if (!viewer || !prolific || !imager || !alsoFollows) throw new Error("members not built");
    await buildPost(t, { userId: prolific.user.id });
    await buildPost(t, { userId: prolific.user.id });
    await buildCodeSnippet(t, { userId: prolific.user.id });
    await buildGalleryImage(t, { userId: imager.user.id });
    const send = async (method: "POST" | "DELETE", url: string, member: typeof viewer, payload?: object) => {
      const response = await t.app.inject({ method, url, headers: member.headers, payload });
      expect(response.statusCode, response.body).toBeLessThan(300);
    };
    const follow = (member: typeof viewer, followed: typeof viewer) =>
      send("POST", "/user/follow-unfollow/follow/", member, { id: followed.profile.id });
    const count = async (member: typeof viewer, type?: string) =>
      (await get("/user/publication/home/", { feed: "following", ...(type ? { type } : {}) }, member.headers)).count;

    await follow(viewer, prolific);
    await follow(alsoFollows, prolific);
    expect(await count(viewer)).toBe(3);
    await follow(viewer, imager);
    expect([await count(viewer), await count(viewer, "image"), await count(viewer, "code")]).toEqual([4, 1, 1]);
    await send("DELETE", "/user/follow-unfollow/follow/", viewer, { id: prolific.profile.id });
    expect(await count(viewer)).toBe(1);
    await follow(viewer, prolific);
    // A deleted account's posts and follows go by cascades, after its profile: its followers' counts lose them.
    await send("DELETE", "/user/delete-account/", imager);
    expect([await count(viewer), await count(alsoFollows)]).toEqual([3, 3]);
    await send("DELETE", "/user/delete-account/", viewer);
    expect(await count(alsoFollows)).toBe(3);

    // Every kept count is what counting the posts of each profile's follows says, and no profile lacks one.
    const { rows } = await sql<{ kept: number; counted: number }>`
      WITH counted AS (
        SELECT follows.follower_profile_id AS profile_id, post.type AS post_type, count(*) AS count
        FROM follows JOIN profiles AS author ON author.id = follows.followed_profile_id
        JOIN (
          SELECT 'publication' AS type, user_id FROM publications UNION ALL SELECT 'image', user_id FROM gallery_images
          UNION ALL SELECT 'video', user_id FROM videos UNION ALL SELECT 'code', user_id FROM user_codes
        ) AS post ON post.user_id = author.user_id
        GROUP BY 1, 2
      )
      SELECT (SELECT count(*) FROM following_post_counts WHERE count <> 0)::int AS kept, (
        SELECT count(*) FROM counted JOIN following_post_counts AS kept USING (profile_id, post_type)
        WHERE kept.count = counted.count
      )::int AS counted
    `.execute(t.db);
    expect(rows[0]?.kept).toBeGreaterThan(0);
    expect(rows[0]?.counted).toBe(rows[0]?.kept);
  });

  it("gives the same pages whether it walks the newest posts or reads each followed member's", async () => {
    const viewer = await buildMember(t);
    const followed = await Promise.all([buildMember(t), buildMember(t), buildMember(t)]);
    const stranger = await buildMember(t);
    await t.db
      .insertInto("follows")
      .values(
        followed.map((member) => ({ follower_profile_id: viewer.profile.id, followed_profile_id: member.profile.id })),
      )
      .execute();
    const kinds = [
      ["publication", buildPost],
      ["image", buildGalleryImage],
      ["video", buildVideo],
      ["code", buildCodeSnippet],
    ] as const;
    const expected: { type: string; id: number; at: number }[] = [];
    for (let at = 0; at < 14; at += 1) {
      const [type, build] = kinds[at % 4] as (typeof kinds)[number];
      const author = at % 5 === 4 ? stranger : (followed[at % 3] as (typeof followed)[number]);
      // Pairs of posts share a moment, so the order of ties (id, then kind) counts too.
      const createdAt = new Date(Date.UTC(2025, 0, 1 + Math.floor(at / 2)));
      const post = await build(t, { userId: author.user.id, createdAt });
      if (author !== stranger) expected.push({ type, id: post.id, at: createdAt.getTime() });
    }
    expected.sort((a, b) => b.at - a.at || b.id - a.id || (a.type < b.type ? -1 : 1));
    const keys = (page: { results: { type: string; id: number }[] }) =>
      page.results.map(({ type, id }) => `${type}.${id}`);
    const byCursor = async () => {
      const seen: string[] = [];
      let query: Record<string, string> | null = { feed: "following", limit: "3" };
      while (query) {
        const page = await get("/user/publication/home/", query, viewer.headers);
        expect(page.count).toBe(expected.length);
        seen.push(...keys(page));
        query = page.next_cursor ? { feed: "following", limit: "3", before: page.next_cursor } : null;
      }
      return seen;
    };
    const numbered = async () =>
      keys(await get("/user/publication/home/", { feed: "following", limit: "20" }, viewer.headers));
    // The feed walks when follows² ≥ wanted × members, the members being PostgreSQL's estimate of profiles' rows:
    // none (a table never analysed) makes it walk; a billion makes it read each followed member's posts.
    const estimateMembers = (rows: number) =>
      sql`UPDATE pg_class SET reltuples = ${rows} WHERE oid = 'profiles'::regclass`.execute(t.db);
    const { rows } = await sql<{
      reltuples: number;
    }>`SELECT reltuples FROM pg_class WHERE oid = 'profiles'::regclass`.execute(t.db);
    const pages = [];
    try {
      for (const members of [0, 1e9]) {
        await estimateMembers(members);
        pages.push({ cursor: await byCursor(), numbered: await numbered() });
      }
    } finally {
      await estimateMembers(rows[0]?.reltuples ?? -1);
    }
    const order = expected.map(({ type, id }) => `${type}.${id}`);
    expect(pages).toEqual([
      { cursor: order, numbered: order },
      { cursor: order, numbered: order },
    ]);
  });
});
