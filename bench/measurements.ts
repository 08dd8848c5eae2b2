// Measurements that are not one request cycle repeated by autocannon: the raw password-hash rate, sign-in
// load from many addresses, the feed during a login flood, and the memory a 1 GiB upload takes.
import type { Fixtures } from "./fixtures.js";
import { measureVerifyRate } from "./hash-rate.js";
import { type LoadSettings, measureScenario, type ScenarioResult } from "./load.js";
import { loadLogins, type SourceAddresses } from "./login-load.js";
import { SCENARIOS } from "./scenarios.js";
import { measureUploadMemory } from "./upload-memory.js";

export interface BenchContext {
  origin: string;
  fixtures: Fixtures;
  settings: LoadSettings;
  /** The server child's process id, whose memory the upload measurement reads. */
  serverPid: number;
  addresses: SourceAddresses;
}

export interface Measurement {
  /** The name `--only` selects it by. */
  name: string;
  run(context: BenchContext): Promise<ScenarioResult[]>;
}

export const ROW = {
  verifyAlone: "argon2id verify alone (bench process)",
  login: "login",
  feedBeforeFlood: "feed page 1, before login flood",
  feedDuringFlood: "feed page 1, during login flood",
  floodLogins: "logins of the flood",
  upload: "upload 1 GiB video",
} as const;

const FEED_PAGE_1 = "feed page 1";
const FLOOD_RAMP_MS = 2000;

async function loginFlood({ origin, fixtures, settings, addresses }: BenchContext): Promise<ScenarioResult[]> {
  const feed = SCENARIOS.find((scenario) => scenario.name === FEED_PAGE_1);
  if (!feed) throw new Error(`The login flood needs the "${FEED_PAGE_1}" scenario.`);
  const before = await measureScenario(origin, feed, fixtures, settings);
  const stop = new AbortController();
  const flood = loadLogins(origin, fixtures, addresses, {
    connections: settings.connections,
    durationSeconds: 3600,
    signal: stop.signal,
  });
  await new Promise((resolve) => setTimeout(resolve, FLOOD_RAMP_MS));
  const during = await measureScenario(origin, feed, fixtures, settings).finally(() => stop.abort());
  return [
    { ...before, name: ROW.feedBeforeFlood },
    { ...during, name: ROW.feedDuringFlood },
    { ...(await flood), name: ROW.floodLogins },
  ];
}

/** The raw verify rate the login row is judged against, taken before the server starts so nothing competes. */
export async function verifyAlone(settings: LoadSettings): Promise<ScenarioResult> {
  return { ...(await measureVerifyRate(settings.connections, settings)), name: ROW.verifyAlone };
}

export const MEASUREMENTS: Measurement[] = [
  {
    name: ROW.login,
    async run({ origin, fixtures, settings, addresses }) {
      const warmup = { connections: settings.connections, durationSeconds: settings.warmupSeconds };
      if (settings.warmupSeconds > 0) await loadLogins(origin, fixtures, addresses, warmup);
      const login = await loadLogins(origin, fixtures, addresses, {
        connections: settings.connections,
        durationSeconds: settings.durationSeconds,
      });
      return [{ ...login, name: ROW.login }];
    },
  },
  { name: "login flood", run: loginFlood },
  {
    name: ROW.upload,
    async run({ origin, fixtures, serverPid }) {
      const authorization = fixtures.members[0]?.authorization ?? "";
      return [{ ...(await measureUploadMemory(origin, serverPid, authorization)), name: ROW.upload }];
    },
  },
];
