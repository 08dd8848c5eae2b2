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
});
