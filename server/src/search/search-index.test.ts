// Which index search walks: the RUM index where the server offers the rum extension (the migration creates it
// only then), the GIN and (created_at) indexes elsewhere, PGlite included. The answers are the same either way
// (search-results-fixture.test.ts); this file checks which plan gives them.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plansOf } from "../db/statement-plans.js";
import { buildMember } from "../test/factories.js";
import { buildPublication } from "../test/publication-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { parseSearch } from "./parse-search.js";
import type { SearchPlan } from "./search-conditions.js";
import { searchStore } from "./search-store.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const { user } = await buildMember(t);
  for (let index = 0; index < 30; index += 1) {
    await buildPublication(t, {
      user_id: user.id,
      title: `Tidal ${index % 3 === 0 ? "estimates were biased" : "gauges"} ${index}`,
    });
  }
});
afterAll(() => t.close());

const planFor = (q: string): SearchPlan => ({ parsed: parseSearch(q), corrections: new Map(), filters: {} });

const rumAvailable = async () =>
  (await sql`SELECT 1 FROM pg_available_extensions WHERE name = 'rum'`.execute(t.db)).rows.length > 0;

/** The plans of two pages of a word and of a phrase, with scans that the index would beat switched off. */
async function searchPlans(): Promise<string> {
  const plans = await plansOf(
    t.db,
    async (db) => {
      const store = searchStore(db);
      for (const q of ["tidal", '"estimates were biased"']) {
        const plan = planFor(q);
        const { count } = await store.count(plan);
        await store.page(plan, "relevance", { offset: 0, limit: 10 }, count);
        await store.page(plan, "newest", { offset: 10, limit: 10 }, count);
      }
    },
    // A test table of 30 rows is read faster whole, or sorted in memory; the plans on a million are in
    // docs/performance.md.
    { explain: "COSTS OFF", settings: ["enable_seqscan = off", "enable_sort = off"] },
  );
  return plans
    .filter((statement) => statement.sql.includes("FROM post_search"))
    .map((statement) => statement.plan)
    .join("\n");
}

describe("the search index", () => {
  it("exists exactly where the rum extension is available (never on PGlite)", async () => {
    const { rows } = await sql<{ found: boolean }>`
      SELECT EXISTS (SELECT 1 FROM pg_indexes WHERE indexname = 'post_search_terms_newest_idx') AS found
    `.execute(t.db);
    expect(rows[0]?.found).toBe(await rumAvailable());
  });

  it("gives the newest hits of words and phrases from the RUM index when it exists", async () => {
    const plans = await searchPlans();
    if (await rumAvailable()) {
      expect(plans.match(/Index Scan using post_search_terms_newest_idx/g)?.length).toBeGreaterThanOrEqual(4);
      expect(plans).toMatch(/Order By: \(created_at <=\| /);
    } else {
      expect(plans).not.toMatch(/post_search_terms_newest_idx/);
      expect(plans).toMatch(/post_search_terms_idx/);
    }
  });

  it("counts a search filtered by kind and year through the kind-and-year index, not by reading every hit", async () => {
    // Enough posts of other years and kinds for the planner to weigh the filters, as on a real site: here they
    // leave fewer posts than the word finds, so the index of kinds and years is read alone; at a million, with
    // it and the word index together (docs/performance.md).
    const { user } = await buildMember(t);
    await sql`
      INSERT INTO publications (user_id, title, publication_date)
      SELECT ${user.id}, CASE WHEN n % 50 = 0 THEN 'Tidal basins ' ELSE 'Estuary sediment ' END || n,
        make_date(2000 + n % 26, 1, 1)
      FROM generate_series(1, 5000) AS n
    `.execute(t.db);
    await sql`INSERT INTO user_codes (user_id, title, code_of, code) SELECT ${user.id}, 'Tidal model ' || n, 'Python', 'x = 1' FROM generate_series(1, 2000) AS n`.execute(
      t.db,
    );
    await sql`ANALYZE post_search`.execute(t.db);
    const plans = await plansOf(
      t.db,
      async (db) => {
        const plan = { ...planFor("tidal"), filters: { kind: "publication" as const, year_from: 2020, year_to: 2022 } };
        await searchStore(db).count(plan);
      },
      { explain: "COSTS OFF" },
    );
    const counted = plans.find((statement) => statement.sql.includes("count(*)"));
    expect(counted?.plan).toMatch(/Bitmap Index Scan on post_search_kind_year_idx/);
  });
});
