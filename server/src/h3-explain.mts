import { sql } from "/work/main/node_modules/kysely/dist/esm/index.js";
import { openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
const db = openDatabase({ memory: true });
await migrateToLatest(db);
await sql`INSERT INTO users (email, password_hash) VALUES ('a@b.c', 'x')`.execute(db);
for (const [t, cols, vals] of [["publications","user_id, title","1, 't'"],["gallery_images","user_id, image, description","1,'i','d'"],["videos","user_id, video, description","1,'v','d'"],["user_codes","user_id, title, code_of","1,'c','py'"]]) {
  await db.executeQuery(sql`INSERT INTO ${sql.table(t)} (${sql.raw(cols)}, created_at) SELECT ${sql.raw(vals)}, now() - (g || ' seconds')::interval FROM generate_series(1, 250000) g`.compile(db));
  await db.executeQuery(sql`ANALYZE ${sql.table(t)}`.compile(db));
}
const { loadFeedPage } = await import("./feed/feed-page.ts");
for (const page of [1, 100, 1000]) {
  const t0 = performance.now();
  const r = await loadFeedPage(db, { page, limit: 10, type: undefined });
  console.log("page", page, r.items.length, r.count, Math.round(performance.now() - t0), "ms");
}
const offset = 0, limit = 10;
const { rows } = await sql`EXPLAIN SELECT type, id FROM (
 (SELECT 'publication'::text AS type, id, created_at FROM publications ORDER BY created_at DESC, id DESC LIMIT ${offset+limit})
 UNION ALL (SELECT 'image'::text AS type, id, created_at FROM gallery_images ORDER BY created_at DESC, id DESC LIMIT ${offset+limit})) AS posts ORDER BY created_at DESC, id DESC, type LIMIT ${limit} OFFSET ${offset}`.execute(db);
console.log(rows.map((r) => r["QUERY PLAN"]).join("\n"));
