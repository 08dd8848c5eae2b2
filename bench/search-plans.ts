// `npx tsx bench/search-plans.ts [--explain "ANALYZE, BUFFERS, COSTS OFF"] [--out FILE]` (same DATABASE_URL as
// the bench, or DATA_DIR for PGlite): the plan of every statement each research search shape runs, as the
// server runs it (its own store, the same count-then-page order), with EXPLAIN ANALYZE, as Markdown. The
// statements run once to warm the cache before their plans are taken.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "@scholarly/server/config";
import type { Db } from "@scholarly/server/db/database";
import { openDatabase } from "@scholarly/server/db/database";
import { plansOf } from "@scholarly/server/db/statement-plans";
import { parseSearch } from "@scholarly/server/search/parse-search";
import { searchStore } from "@scholarly/server/search/search-store";
import { RESEARCH_TERMS } from "./fixtures.js";

interface Shape {
  name: string;
  q: string;
  filters?: { kind?: "publication"; year_from?: number; year_to?: number };
  page?: number;
}

const LIMIT = 10;
/** The bench's search rows (scenarios.ts), the same words and filters. */
const SEARCH_SHAPES: Shape[] = [
  { name: "common word", q: RESEARCH_TERMS.common },
  { name: "rare word", q: RESEARCH_TERMS.rare },
  { name: "phrase", q: RESEARCH_TERMS.phrase },
  {
    name: "kind and year filter",
    q: RESEARCH_TERMS.rare,
    filters: { kind: "publication", year_from: 2020, year_to: 2022 },
  },
  { name: "page 50 of a common word", q: RESEARCH_TERMS.common, page: 50 },
];

async function runShape(db: Db, shape: Shape): Promise<void> {
  const store = searchStore(db);
  const plan = { parsed: parseSearch(shape.q), corrections: new Map(), filters: shape.filters ?? {} };
  const { count } = await store.count(plan);
  const offset = ((shape.page ?? 1) - 1) * LIMIT;
  await store.page(plan, "relevance", { offset, limit: LIMIT }, count);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { explain: { type: "string" }, out: { type: "string" } } });
  const explain = values.explain ?? "ANALYZE, BUFFERS, COSTS OFF";
  const config = await loadConfig(process.env);
  const db = openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { directory: path.join(config.dataDir, "db") },
  );
  const runs: { name: string; run: (db: Db) => Promise<unknown> }[] = [
    ...SEARCH_SHAPES.map((shape) => ({
      name: `research search: ${shape.name} (${shape.q})`,
      run: (on: Db) => runShape(on, shape),
    })),
    {
      name: `search suggestions (${RESEARCH_TERMS.prefix})`,
      run: (on: Db) => {
        const words = RESEARCH_TERMS.prefix.split(" ");
        return searchStore(on).suggestResearch(words.slice(0, -1), words.at(-1) ?? "", 5);
      },
    },
  ];
  const lines = [
    `Plans of research search (${config.databaseUrl ? "PostgreSQL" : "PGlite"}, EXPLAIN (${explain}))`,
    "",
  ];
  try {
    for (const { name, run } of runs) {
      await run(db);
      const plans = await plansOf(db, run, { explain });
      lines.push(`### ${name}`, "");
      // The store's one look at the catalog (is there a RUM index?) is left out.
      for (const { sql, plan } of plans.filter((statement) => statement.sql.includes("FROM post_search"))) {
        lines.push(`${/count\(\*\)/.test(sql) ? "count" : "page"}:`, "", "```", plan, "```", "");
      }
    }
  } finally {
    await db.destroy();
  }
  const text = lines.join("\n");
  if (values.out) writeFileSync(values.out, text);
  console.log(text);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
