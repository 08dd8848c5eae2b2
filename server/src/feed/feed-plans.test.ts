// PostgreSQL keeps one plan for a feed page's statement instead of planning it on every request (prepared
// statements with the page's size written in, db/prepared-statements.ts rowLimit). Only PostgreSQL prepares
// statements; PGlite runs each as it is sent.
import { POST_TYPES } from "@scholarly/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../db/database.js";
import { buildMember } from "../test/factories.js";
import { buildPublication } from "../test/post-factories.js";
import { databaseUrl } from "../test/postgres-admin.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import type { FeedPosition } from "./feed-cursor.js";
import { type FeedEntry, feedStore, isPost } from "./feed-store.js";

const serverUrl = process.env.DATABASE_URL;
const PAGE = 4;

/** The page statement's executions on this connection: how many used the kept plan, how many were planned anew. */
async function pagePlans(db: Db) {
  const { rows } = await sql<{ generic_plans: number; custom_plans: number }>`
    SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements
    WHERE statement LIKE '%row_number() OVER%' AND statement LIKE '%LIMIT ${sql.raw(String(PAGE + 1))} OFFSET 0%'`.execute(
    db,
  );
  return rows;
}

const lastPosition = (entries: FeedEntry[]): FeedPosition => {
  const last = entries.at(-1);
  if (!last || !isPost(last)) throw new Error("The page should end with a post.");
  return { createdAtMicros: last.createdAtMicros, id: last.row.id, type: last.type };
};

describe.skipIf(!serverUrl)(
  `a feed page's plan${serverUrl ? "" : " (PostgreSQL only: DATABASE_URL is not set)"}`,
  () => {
    let t: TestApp;
    let db: Db;
    let followerId: number;

    beforeAll(async () => {
      t = await createTestApp();
      const author = await buildMember(t);
      const follower = await buildMember(t);
      followerId = follower.user.id;
      await t.db
        .insertInto("follows")
        .values({ follower_profile_id: follower.profile.id, followed_profile_id: author.profile.id })
        .execute();
      // One kind only: a cursor's kind is part of the statement, and the test follows one statement.
      for (let index = 0; index < 40; index++) {
        await buildPublication(t, {
          userId: author.user.id,
          createdAt: new Date(Date.UTC(2025, 0, 1) - index * 60_000),
        });
      }
      const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(t.db);
      // One connection, so the statements prepared are those this test looks at.
      db = openDatabase({ url: databaseUrl(serverUrl ?? "", rows[0]?.name ?? ""), maxConnections: 1 });
    });
    afterAll(async () => {
      await db?.destroy();
      await t?.close();
    });

    it("is planned for its first requests only, then kept, for every feed and by cursor", async () => {
      const feed = feedStore(db);
      for (const authors of [undefined, { followedBy: followerId }]) {
        let before: FeedPosition | undefined;
        for (let request = 0; request < 8; request++) {
          const entries = await feed.newestPosts(POST_TYPES, { offset: 0, limit: PAGE + 1, before, authors });
          expect(entries).toHaveLength(PAGE + 1);
          before = lastPosition(entries);
        }
      }
      // Each feed's first page is a statement asked once; its seven pages by cursor are another, planned five
      // times (PostgreSQL's trial of the plan it could keep) and then run twice on the kept plan.
      const plans = (await pagePlans(db)).sort((a, b) => a.custom_plans - b.custom_plans);
      expect(plans).toEqual([
        { generic_plans: 0, custom_plans: 1 },
        { generic_plans: 0, custom_plans: 1 },
        { generic_plans: 2, custom_plans: 5 },
        { generic_plans: 2, custom_plans: 5 },
      ]);
    });
  },
);
