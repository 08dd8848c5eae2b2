// `npm run bench [-- --connections 50 --duration 10 --warmup 3 --only "feed page 1,login" --label rerun]`: starts the real
// server as a child process on a random loopback port, loads it scenario by scenario and reports.
import { type ChildProcess, fork } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/src/config.js";
import { openDatabase } from "../server/src/db/database.js";
import { loadFixtures } from "./fixtures.js";
import { type LoadSettings, measure, type ScenarioResult } from "./load.js";
import { buildRecord, formatTable, saveRecord } from "./report.js";
import { SCENARIOS } from "./scenarios.js";

const here = path.dirname(fileURLToPath(import.meta.url));

function startServer(): Promise<{ child: ChildProcess; origin: string }> {
  const child = fork(path.join(here, "bench-server.ts"), [], { execArgv: ["--import", "tsx"], stdio: "inherit" });
  return new Promise((resolve, reject) => {
    child.once("message", (message: { port: number }) =>
      resolve({ child, origin: `http://127.0.0.1:${message.port}` }),
    );
    child.once("exit", (code) => reject(new Error(`The bench server exited early (code ${code}).`)));
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      connections: { type: "string", default: "50" },
      duration: { type: "string", default: "10" },
      warmup: { type: "string", default: "3" },
      only: { type: "string" },
      label: { type: "string" },
    },
  });
  const settings: LoadSettings = {
    connections: Number(values.connections),
    durationSeconds: Number(values.duration),
    warmupSeconds: Number(values.warmup),
  };
  const wanted = values.only?.split(",").map((name) => name.trim());
  // The hello-world baseline always runs: every other scenario is reported as a ratio to it.
  const scenarios = SCENARIOS.filter((scenario, index) => index === 0 || !wanted || wanted.includes(scenario.name));

  const config = await loadConfig();
  const db = openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { directory: path.join(config.dataDir, "db") },
  );
  const fixtures = await loadFixtures(db, config.jwtSecret, Math.max(settings.connections, 64));
  // PGlite allows one process at a time, so the bench lets go of it before the server opens it.
  await db.destroy();
  const { child, origin } = await startServer();
  const results: ScenarioResult[] = [];
  try {
    for (const scenario of scenarios) {
      console.log(`[bench] ${scenario.name}…`);
      const load = {
        name: scenario.name,
        maxRequests: scenario.maxRequests,
        requests: () => scenario.requests(fixtures),
        reset: async () => scenario.reset?.(origin, fixtures),
      };
      results.push(await measure(origin, load, settings));
    }
  } finally {
    child.disconnect();
  }
  const database = config.databaseUrl ? "PostgreSQL" : "PGlite";
  const record = buildRecord(results, settings, fixtures.dataset, fixtures.names, database);
  console.log(`\n${formatTable(record)}\n`);
  console.log(
    `[bench] written to ${await saveRecord(record, path.join(here, "results"), values.label ? `-${values.label}` : "")}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
