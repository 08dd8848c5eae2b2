// `npx tsx bench/request-cost.ts "<scenario>" …` (same DATABASE_URL and JWT_SECRET as the bench; PostgreSQL only):
// what one request of each scenario costs the server, in figures a machine shared with other work moves
// little: the server process's CPU time per request (user + system, from /proc) and the statements per
// request (the database's committed transactions; every statement outside a transaction is one), and, when
// PostgreSQL runs on this machine, its processes' CPU time per request. req/s and p99 are printed too, but those
// follow the machine's load.
import { readdirSync, readFileSync } from "node:fs";
import { loadConfig } from "@scholarly/server/config";
import { type Db, openDatabase } from "@scholarly/server/db/database";
import { sql } from "kysely";
import { loadFixtures } from "./fixtures.js";
import { measureScenario } from "./load.js";
import { SCENARIOS } from "./scenarios.js";
import { startServer } from "./server-process.js";

const CLOCK_TICKS_PER_SECOND = 100;
const LOAD = { connections: 50, durationSeconds: 6, warmupSeconds: 0 };
const WARMUP = { ...LOAD, durationSeconds: 2 };

/** The process's user + system CPU time so far (fields 14 and 15 of /proc/<pid>/stat), in ms. */
function cpuMs(pid: number | string): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** CPU time so far of every process named postgres on this machine (the backends serving the bench among them). */
function databaseCpuMs(): number {
  let total = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres") total += cpuMs(pid);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

/** Committed transactions of the database so far; PostgreSQL publishes its counters within a second. */
async function commits(db: Db): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const { rows } = await sql<{ n: number }>`
    SELECT xact_commit::int8 AS n FROM pg_stat_database WHERE datname = current_database()`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

async function main(): Promise<void> {
  const config = await loadConfig(process.env);
  if (!config.databaseUrl) throw new Error("request-cost.ts counts statements on PostgreSQL: set DATABASE_URL.");
  const db = openDatabase({ url: config.databaseUrl });
  const server = await startServer(process.env);
  try {
    const fixtures = await loadFixtures(db, config.jwtSecret, 64);
    const pid = server.child.pid ?? 0;
    for (const name of process.argv.slice(2)) {
      const scenario = SCENARIOS.find((candidate) => candidate.name === name);
      if (!scenario) throw new Error(`No scenario named "${name}".`);
      await measureScenario(server.origin, scenario, fixtures, WARMUP);
      const [commitsBefore, cpuBefore, databaseBefore] = [await commits(db), cpuMs(pid), databaseCpuMs()];
      const result = await measureScenario(server.origin, scenario, fixtures, LOAD);
      const cpu = cpuMs(pid) - cpuBefore;
      const databaseCpu = databaseCpuMs() - databaseBefore;
      const requests = result.requests + 1; // and the probe measureScenario sends first
      const statements = (await commits(db)) - commitsBefore;
      console.log(
        `${name}: ${result.requestsPerSecond} req/s, p99 ${result.p99Ms} ms, ${(cpu / requests).toFixed(3)} ms CPU, ` +
          `${(databaseCpu / requests).toFixed(3)} ms database CPU and ` +
          `${(statements / requests).toFixed(2)} statements per request, ${result.errors} errors`,
      );
    }
  } finally {
    await server.stop();
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
