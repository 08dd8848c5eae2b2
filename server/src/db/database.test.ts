import { sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase, poolUse } from "./database.js";

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)("the PostgreSQL connection pool (runs when DATABASE_URL is set)", () => {
  it("survives the server closing an idle connection and answers the next query", async () => {
    const db = openDatabase({ url: serverUrl as string });
    const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query("SELECT pg_terminate_backend($1)", [rows[0]?.pid]);
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { rows: again } = await sql<{ one: number }>`SELECT 1 AS one`.execute(db);
    expect(again[0]?.one).toBe(1);
    await db.destroy();
  });

  it("opens no more connections than it is allowed (DATABASE_POOL_MAX)", async () => {
    const db = openDatabase({ url: serverUrl as string, maxConnections: 3 });
    const backends = await Promise.all(
      Array.from({ length: 8 }, () => sql<{ pid: number }>`SELECT pg_backend_pid() AS pid, pg_sleep(0.05)`.execute(db)),
    );
    expect(new Set(backends.map(({ rows }) => rows[0]?.pid)).size).toBeLessThanOrEqual(3);
    expect(poolUse(db)?.max).toBe(3);
    await db.destroy();
  });
});
