// The plans of the statements a piece of code runs, for tests that assert an index is used and for the bench's
// search plans: the code runs once through a handle that notes each statement it compiles, then each noted
// SELECT runs again under EXPLAIN, in a transaction of its own, after the SET LOCAL noted just before it.
import { CompiledQuery } from "kysely";
import type { Db } from "./database.js";

export interface StatementPlan {
  sql: string;
  plan: string;
}

export async function plansOf(
  db: Db,
  run: (noting: Db) => Promise<unknown>,
  options: { explain: string; settings?: readonly string[] },
): Promise<StatementPlan[]> {
  const noted: CompiledQuery[] = [];
  const noting = db.withPlugin({
    transformQuery: ({ node, queryId }) => {
      noted.push(db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  await run(noting);
  const plans: StatementPlan[] = [];
  let settings: CompiledQuery[] = [];
  for (const statement of noted) {
    if (/^\s*SET LOCAL/i.test(statement.sql)) {
      settings.push(statement);
      continue;
    }
    const before = settings;
    settings = [];
    if (!/^\s*(\/\*.*?\*\/\s*)?(SELECT|WITH)/i.test(statement.sql)) continue; // a prepared one starts with a comment
    const rows = await db.transaction().execute(async (trx) => {
      for (const setting of options.settings ?? []) await trx.executeQuery(CompiledQuery.raw(`SET LOCAL ${setting}`));
      for (const setting of before) await trx.executeQuery(setting);
      return (
        await trx.executeQuery<{ "QUERY PLAN": string }>(
          CompiledQuery.raw(`EXPLAIN (${options.explain}) ${statement.sql}`, [...statement.parameters]),
        )
      ).rows;
    });
    plans.push({ sql: statement.sql, plan: rows.map((row) => row["QUERY PLAN"]).join("\n") });
  }
  return plans;
}
