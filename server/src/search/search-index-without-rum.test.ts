// The RUM migration on a PostgreSQL server that lists rum but where the database's owner may not create it (rum
// is not a trusted extension; docs/deploy.md has an administrator create it): the migration creates nothing
// and search answers through its GIN plans. PGlite, which has no rum, is the other case (search-index.test.ts).
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { postgresUnreachable, TEST_POSTGRES_URL } from "../test/postgres-server.js";
import { parseSearch } from "./parse-search.js";
import { searchStore } from "./search-store.js";

const postgresMissing = await postgresUnreachable();
const suffix = randomBytes(6).toString("hex");
const owner = `scholarly_owner_${suffix}`;
const name = `scholarly_norum_${suffix}`;

async function administer(statement: string) {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(statement).finally(() => admin.end());
}

describe.skipIf(postgresMissing)(
  `a database whose owner may not create rum${postgresMissing ? ` (${postgresMissing})` : ""}`,
  () => {
    afterAll(async () => {
      await administer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await administer(`DROP ROLE IF EXISTS ${owner}`);
    });

    it("is migrated without the RUM index, and search finds posts through the GIN index", async () => {
      await administer(`CREATE ROLE ${owner} LOGIN`);
      await administer(`CREATE DATABASE ${name} OWNER ${owner}`);
      const url = new URL(TEST_POSTGRES_URL);
      url.username = owner;
      url.pathname = `/${name}`;
      const db = openDatabase({ url: url.toString() });
      try {
        await migrateToLatest(db);
        const { rows } = await sql<{ rum: boolean; index: boolean }>`
        SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'rum') AS rum,
          EXISTS (SELECT 1 FROM pg_indexes WHERE indexname = 'post_search_terms_newest_idx') AS index
      `.execute(db);
        expect(rows[0]).toEqual({ rum: false, index: false });

        const user = await db
          .insertInto("users")
          .values({
            email: `${suffix}@example.test`,
            password_hash: "x",
            login_locked_until: null,
            reset_link_sent_at: null,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const post = await db
          .insertInto("publications")
          .values({
            user_id: user.id,
            title: "Quillwort spores",
            author: "A. Author",
            publication_type: "article",
            abstract: "",
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const plan = { parsed: parseSearch("quillwort"), corrections: new Map(), filters: {} };
        const store = searchStore(db);
        const { count } = await store.count(plan);
        expect(await store.page(plan, "relevance", { offset: 0, limit: 10 }, count)).toEqual([
          { type: "publication", id: post.id, matchedWeight: "a" },
        ]);
      } finally {
        await db.destroy();
      }
    });
  },
);
