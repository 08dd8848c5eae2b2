// `npm run bench [-- --connections 50 --duration 10 --warmup 3 --only "feed page 1,login" --label rerun
// --pglite-data-dir /tmp/bench-pglite]`: starts the real server as a child process on a random loopback port,
// loads it scenario by scenario, then (on PostgreSQL, with nginx installed) the uncached cursor and detail
// scenarios on two servers behind nginx, then (with a PGlite data directory, also from BENCH_PGLITE_DATA_DIR)
// the feed and detail scenarios again on PGlite, and reports every row and the issue's targets.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { type Nginx, startNginx } from "@scholarly/server/cluster/nginx";
import { findNginx } from "@scholarly/server/cluster/preconditions";
import { type Config, loadConfig } from "@scholarly/server/config";
import { type Db, openDatabase } from "@scholarly/server/db/database";
import { type Fixtures, loadFixtures, type ReadTally, readTally } from "./fixtures.js";
import { type LoadSettings, measureScenario, type ScenarioResult } from "./load.js";
import { SourceAddresses } from "./login-load.js";
import { MEASUREMENTS, ROW, verifyAlone } from "./measurements.js";
import { buildRecord, formatMarkdown, formatTable, formatTargets, saveRecord } from "./report.js";
import { SCENARIOS, type Scenario } from "./scenarios.js";
import { startServer } from "./server-process.js";
import {
  ALWAYS_RUN,
  DETAIL,
  ONE_BEHIND_NGINX_PREFIX,
  PGLITE_PREFIX,
  PGLITE_SCENARIOS,
  READ_COUNTS,
  TWO_INSTANCE_SCENARIOS,
  TWO_INSTANCES_PREFIX,
} from "./targets.js";
import { webTargets } from "./web-targets.js";

const here = path.dirname(fileURLToPath(import.meta.url));
/** Room for the 1 GiB upload measurement above the 1024 MB default; the bench server's own setting only. */
const BENCH_VIDEO_LIMIT_MB = "1100";

/** Opens the phase's database for one piece of work, then lets go of it: PGlite allows one process at a time. */
async function withDatabase<T>(env: NodeJS.ProcessEnv, work: (db: Db, config: Config) => Promise<T>): Promise<T> {
  const config = await loadConfig(env);
  const db = openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { directory: path.join(config.dataDir, "db") },
  );
  try {
    return await work(db, config);
  } finally {
    await db.destroy();
  }
}

/** The row that checks read counting: after the server has stopped, counters moved exactly as reads were recorded. */
function readCountsRow(before: ReadTally, after: ReadTally): ScenarioResult {
  const readsAdded = after.reads - before.reads;
  const readsRecorded = after.recorded - before.recorded;
  return {
    name: READ_COUNTS,
    requestsPerSecond: 0,
    p50Ms: 0,
    p95Ms: 0,
    p99Ms: 0,
    requests: 0,
    errors: 0,
    note: `counters +${readsAdded}, stats readers +${readsRecorded}`,
    figures: { readsAdded, readsRecorded },
  };
}

interface Phase {
  env: NodeJS.ProcessEnv;
  /** Servers over the phase's database (default 1). */
  instances?: number;
  /** Sends the load through nginx, which balances the servers round robin. */
  behindNginx?: boolean;
  scenarios: Scenario[];
  measurements: typeof MEASUREMENTS;
  settings: LoadSettings;
  rowPrefix: string;
}

async function nginxBinary(): Promise<string> {
  const found = await findNginx();
  if (!found) throw new Error("nginx is not installed");
  return found;
}

async function runPhase(phase: Phase): Promise<{ results: ScenarioResult[]; fixtures: Fixtures }> {
  const fixtures = await withDatabase(phase.env, (db, config) =>
    loadFixtures(db, config.jwtSecret, Math.max(phase.settings.connections, 64)),
  );
  const tally = (db: Db) => readTally(db, fixtures.publicationIds);
  const readsBefore = await withDatabase(phase.env, tally);
  const name = (row: ScenarioResult) => ({ ...row, name: phase.rowPrefix + row.name });
  const measuresLogin = phase.measurements.some((measurement) => measurement.name === ROW.login);
  const verifyRow = measuresLogin ? name(await verifyAlone(phase.settings)) : undefined;
  const results: ScenarioResult[] = [];
  const servers = [await startServer(phase.env)];
  const addresses = new SourceAddresses();
  let nginx: Nginx | undefined;
  try {
    // The first server has migrated the database; the others start together.
    const others = Array.from({ length: (phase.instances ?? 1) - 1 }, () => startServer(phase.env));
    servers.push(...(await Promise.all(others)));
    if (phase.behindNginx)
      nginx = await startNginx(
        await nginxBinary(),
        servers.map((server) => server.port),
      );
    const origin = nginx?.origin ?? servers[0]?.origin ?? "";
    for (const scenario of phase.scenarios) {
      console.log(`[bench] ${phase.rowPrefix}${scenario.name}…`);
      results.push(name(await measureScenario(origin, scenario, fixtures, phase.settings)));
    }
    if (verifyRow) results.push(verifyRow);
    const context = { origin, fixtures, settings: phase.settings, addresses };
    for (const measurement of phase.measurements) {
      console.log(`[bench] ${phase.rowPrefix}${measurement.name}…`);
      const serverPid = servers[0]?.child.pid ?? 0;
      results.push(...(await measurement.run({ ...context, serverPid })).map(name));
    }
  } finally {
    addresses.close();
    await nginx?.stop();
    await Promise.all(servers.map((server) => server.stop()));
  }
  if (phase.scenarios.some((scenario) => scenario.name === DETAIL)) {
    results.push(name(readCountsRow(readsBefore, await withDatabase(phase.env, tally))));
  }
  return { results, fixtures };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      connections: { type: "string", default: "50" },
      duration: { type: "string", default: "10" },
      warmup: { type: "string", default: "3" },
      only: { type: "string" },
      label: { type: "string" },
      "pglite-data-dir": { type: "string", default: process.env.BENCH_PGLITE_DATA_DIR },
    },
  });
  const settings: LoadSettings = {
    connections: Number(values.connections),
    durationSeconds: Number(values.duration),
    warmupSeconds: Number(values.warmup),
  };
  const wanted = values.only?.split(",").map((name) => name.trim());
  const chosen = (name: string) => !wanted || wanted.includes(name);
  // The hello-world baseline and the database floor always run: other rows are reported as ratios to them.
  const scenarios = SCENARIOS.filter((scenario) => ALWAYS_RUN.includes(scenario.name) || chosen(scenario.name));
  const env: NodeJS.ProcessEnv = { ...process.env, UPLOAD_MAX_VIDEO_MB: BENCH_VIDEO_LIMIT_MB };
  const mainDatabase = (await loadConfig(env)).databaseUrl ? "PostgreSQL" : "PGlite";

  const main = await runPhase({
    env,
    scenarios,
    measurements: MEASUREMENTS.filter((measurement) => chosen(measurement.name)),
    settings,
    rowPrefix: "",
  });
  const results = [...main.results];
  const twoInstanceScenarios = scenarios.filter((scenario) => TWO_INSTANCE_SCENARIOS.includes(scenario.name));
  if (twoInstanceScenarios.length > 0) {
    // PGlite is one process's database: only PostgreSQL can serve two.
    const missing = mainDatabase !== "PostgreSQL" ? "PGlite" : (await findNginx()) ? undefined : "no nginx";
    if (missing) console.log(`[bench] two instances behind nginx skipped (${missing})`);
    else {
      // One server behind nginx too: what nginx itself costs on this machine, apart from what a second server adds.
      for (const instances of [1, 2]) {
        const behindNginx = await runPhase({
          env,
          instances,
          behindNginx: true,
          scenarios: twoInstanceScenarios,
          measurements: [],
          settings,
          rowPrefix: instances === 1 ? ONE_BEHIND_NGINX_PREFIX : TWO_INSTANCES_PREFIX,
        });
        results.push(...behindNginx.results);
      }
    }
  }
  const dataset = { [mainDatabase]: main.fixtures.dataset };
  const pgliteScenarios = scenarios.filter((scenario) => PGLITE_SCENARIOS.includes(scenario.name));
  const pgliteDir = values["pglite-data-dir"];
  if (pgliteDir && mainDatabase === "PostgreSQL" && pgliteScenarios.length > 0) {
    const pglite = await runPhase({
      // Child processes leave out variables set to undefined: without DATABASE_URL the server opens PGlite.
      env: { ...env, DATABASE_URL: undefined, DATA_DIR: pgliteDir },
      scenarios: pgliteScenarios,
      measurements: [],
      settings,
      rowPrefix: PGLITE_PREFIX,
    });
    results.push(...pglite.results);
    dataset.PGlite = pglite.fixtures.dataset;
  }

  const resultsFolder = path.join(here, "results");
  const record = buildRecord(results, settings, dataset, main.fixtures.names, await webTargets(resultsFolder));
  console.log(`\n${formatTable(record)}\n\n${formatTargets(record)}\n`);
  console.log(
    `[bench] written to ${await saveRecord(record, resultsFolder, values.label ? `-${values.label}` : "", formatMarkdown(record))}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
