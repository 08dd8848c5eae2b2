// Drives one scenario against the running server: a probe (is the endpoint there at all?), a discarded
// warm-up, then the measured run at fixed concurrency without pipelining.
import autocannon, { type Request } from "autocannon";

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface ScenarioResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  /** Why the numbers are missing or partly failed, e.g. "404 No route for GET /user/…" or "429 ×120". */
  problem?: string;
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

function run(origin: string, requests: Request[], connections: number, seconds: number, amount?: number) {
  const limit = amount === undefined ? { duration: seconds } : { amount };
  return autocannon({ url: origin, connections, pipelining: 1, requests, ...limit });
}

export interface Load {
  name: string;
  maxRequests?: number;
  requests: () => Request[];
  /** Runs after the probe and after each run. */
  reset: () => Promise<void>;
}

export async function measure(origin: string, load: Load, settings: LoadSettings): Promise<ScenarioResult> {
  const { name, requests } = load;
  const failure = await probe(origin, requests());
  await load.reset();
  if (failure) return { name, requestsPerSecond: 0, p50Ms: 0, p99Ms: 0, requests: 0, errors: 1, problem: failure };
  if (settings.warmupSeconds > 0 && load.maxRequests === undefined) {
    await run(origin, requests(), settings.connections, settings.warmupSeconds);
    await load.reset();
  }
  const result = await run(origin, requests(), settings.connections, settings.durationSeconds, load.maxRequests);
  await load.reset();
  const failedStatuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => Number(status) >= 400)
    .map(([status, stats]) => `${status} ×${stats.count ?? 0}`);
  const errors = result.non2xx + result.errors + result.timeouts;
  return {
    name,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors,
    ...(errors > 0
      ? {
          problem: [...failedStatuses, result.timeouts ? `timeouts ×${result.timeouts}` : ""]
            .filter(Boolean)
            .join(", "),
        }
      : {}),
  };
}
