// Drives one scenario against the running server: a probe (is the endpoint there at all?), a discarded
// warm-up, then the measured run at fixed concurrency without pipelining.
import autocannon, { type Request } from "autocannon";
import type { Fixtures } from "./fixtures.js";
import { describeFailures, type LatencySummary, summarize } from "./latency.js";
import type { Scenario } from "./scenarios.js";

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface ScenarioResult extends LatencySummary {
  name: string;
  requestsPerSecond: number;
  requests: number;
  errors: number;
  /** Why the numbers are missing or partly failed, e.g. "404 No route for GET /user/…" or "429 ×120". */
  problem?: string;
  /** What a row measures besides requests, e.g. the memory an upload took. */
  note?: string;
  /** Figures a target is judged on that are not requests, e.g. `{ rssGrowthMB: 12 }`. */
  figures?: Record<string, number>;
}

/** Sends each request of the cycle once; answers the first failure, or null when all succeed. */
export async function probe(origin: string, requests: Request[]): Promise<string | null> {
  const context = {};
  for (const template of requests) {
    const setup = template.setupRequest;
    const request = typeof setup === "function" ? setup({ ...template }, context) : template;
    const response = await fetch(`${origin}${request.path}`, {
      method: request.method ?? "GET",
      headers: request.headers as Record<string, string> | undefined,
      body: typeof request.body === "string" ? request.body : undefined,
    });
    const text = await response.text();
    if (!response.ok) return `${response.status} ${text.slice(0, 120)}`;
  }
  return null;
}

interface Run {
  result: autocannon.Result;
  latenciesMs: number[];
  statuses: Map<string, number>;
}

function run(origin: string, requests: Request[], connections: number, seconds: number) {
  const latenciesMs: number[] = [];
  const statuses = new Map<string, number>();
  return new Promise<Run>((resolve, reject) => {
    const instance = autocannon(
      { url: origin, connections, pipelining: 1, requests, duration: seconds },
      (error: unknown, result) => (error ? reject(error) : resolve({ result, latenciesMs, statuses })),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      latenciesMs.push(responseTime);
      const status = String(statusCode);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
}

export interface Load {
  name: string;
  requests: () => Request[];
  /** Runs after the probe and after each run. */
  reset: () => Promise<void>;
}

export function failedResult(name: string, problem: string): ScenarioResult {
  return { name, requestsPerSecond: 0, p50Ms: 0, p95Ms: 0, p99Ms: 0, requests: 0, errors: 1, problem };
}

export async function measure(origin: string, load: Load, settings: LoadSettings): Promise<ScenarioResult> {
  const { name, requests } = load;
  const failure = await probe(origin, requests());
  await load.reset();
  if (failure) return failedResult(name, failure);
  if (settings.warmupSeconds > 0) {
    await run(origin, requests(), settings.connections, settings.warmupSeconds);
    await load.reset();
  }
  const measured = await run(origin, requests(), settings.connections, settings.durationSeconds);
  await load.reset();
  const { result } = measured;
  const errors = result.non2xx + result.errors + result.timeouts;
  const problem = [describeFailures(measured.statuses), result.timeouts ? `timeouts ×${result.timeouts}` : ""]
    .filter(Boolean)
    .join(", ");
  return {
    name,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    ...summarize(measured.latenciesMs),
    requests: result.requests.total,
    errors,
    ...(errors > 0 ? { problem } : {}),
  };
}

/** Measures one of the request-cycle scenarios of scenarios.ts. */
export function measureScenario(
  origin: string,
  scenario: Scenario,
  fixtures: Fixtures,
  settings: LoadSettings,
): Promise<ScenarioResult> {
  const load = {
    name: scenario.name,
    requests: () => scenario.requests(fixtures),
    reset: async () => scenario.reset?.(origin, fixtures),
  };
  return measure(origin, load, settings);
}
