import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT } from "../../src/test/factories.js";
import { createTestApp, type TestApp } from "../../src/test/test-app.js";
import { memberEmail, SEED_PASSWORD } from "./people.js";
import { AlreadySeededError, seedDatabase } from "./seed-database.js";
import { SHARED_FILES, storeSharedFiles } from "./shared-files.js";

let t: TestApp;
const options = { users: 40, posts: 300, seed: 5, batchSize: 16, heavyFollowers: 2, log: () => {} };
let summary: Awaited<ReturnType<typeof seedDatabase>>;

beforeAll(async () => {
  t = await createTestApp();
  await storeSharedFiles(t.storage);
  // A batch size that does not divide the counts exercises the last, partial batch.
  summary = await seedDatabase(t.db, options);
});
afterAll(() => t.close());

const count = async (
  table: "users" | "profiles" | "publications" | "gallery_images" | "videos" | "user_codes" | "follows",
) =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("seeding a database", () => {
  it("gives one publication in ten several pages of document text that search finds", async () => {
    const documents = await t.db.selectFrom("document_texts").select(["post_id", "text", "pages"]).execute();
    expect(documents.length).toBeGreaterThan(0);
    expect(documents.every((document) => document.post_id % 10 === 0 && document.pages === 6)).toBe(true);
    const word = documents[0]?.text.split(/\s+/)[0] ?? "";
    const member = await t.db.selectFrom("users").select("id").orderBy("id").executeTakeFirstOrThrow();
    const response = await t.app.inject({
      method: "GET",
      url: "/user/search/",
      query: { q: word, kind: "publication" },
      headers: await t.authHeader(member.id),
    });
    expect(response.json().count).toBeGreaterThan(0);
  });

  it("counts a new read on top of a post's seeded reads", async () => {
    const post = await t.db
      .selectFrom("publications")
      .select(["id", "reads"])
      .where("reads", ">", 1)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const reader = await t.db.selectFrom("users").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
    const response = await t.app.inject({
      method: "GET",
      url: "/user/publication/home/",
      query: { id: String(post.id), type: "publication" },
      headers: { ...(await t.authHeader(reader.id)), "user-agent": BROWSER_USER_AGENT },
    });
    expect(response.json().reads).toBe(post.reads + 1);
  });

  it("writes one profile per member and exactly the asked number of feed items", async () => {
    expect(await count("users")).toBe(40);
    expect(await count("profiles")).toBe(40);
    const feedItems = (
      await Promise.all((["publications", "gallery_images", "videos", "user_codes"] as const).map(count))
    ).reduce((sum, n) => sum + n, 0);
    expect(feedItems).toBe(300);
    expect(await count("follows")).toBe(summary.follows);
  });

  it("makes the last --heavy-followers members follow everyone else (5,000 others on a larger seed)", async () => {
    const following = await t.db
      .selectFrom("follows")
      .innerJoin("profiles", "profiles.id", "follows.follower_profile_id")
      .innerJoin("users", "users.id", "profiles.user_id")
      .select(["users.email", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("users.email")
      .execute();
    const countOf = (index: number) =>
      Number(following.find((row) => row.email === memberEmail(options.seed, index))?.n);
    expect([countOf(38), countOf(39)]).toEqual([39, 39]);
    expect(following.filter((row) => Number(row.n) === 39)).toHaveLength(2);
  });

  it("lets any seeded member sign in with the documented password", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/user/login/",
      payload: { email: memberEmail(options.seed, 7), password: SEED_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });

  it("points many rows at one stored file, which the media route serves", async () => {
    const documents = await t.db.selectFrom("publications").select("upload_document").distinct().execute();
    expect(documents).toEqual([{ upload_document: SHARED_FILES.document }]);
    const response = await t.app.inject({ method: "GET", url: `/media/${SHARED_FILES.document}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/pdf");
  });

  it("refuses to seed the same seed twice into one database", async () => {
    await expect(seedDatabase(t.db, options)).rejects.toBeInstanceOf(AlreadySeededError);
  });
});
