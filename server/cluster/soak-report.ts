// What the soak reports: per-minute latency and errors, each instance's memory trend, and the final counts.
import { readFile } from "node:fs/promises";

export interface Sample {
  atMs: number;
  latencyMs: number;
  status: number;
}

export interface RssSample {
  atMs: number;
  /** Resident set size of each instance, MB, in the cluster's order. */
  megabytes: number[];
}

/** VmRSS of a process, in MB (Linux). */
export async function residentMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/** Least-squares slope of y over x (per unit of x). */
export function slope(points: ReadonlyArray<[number, number]>): number {
  const n = points.length;
  if (n < 2) return Number.NaN;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  let numerator = 0;
  let denominator = 0;
  for (const [x, y] of points) {
    numerator += (x - meanX) * (y - meanY);
    denominator += (x - meanX) ** 2;
  }
  return denominator === 0 ? 0 : numerator / denominator;
}

const round = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : "–");

/** One row per minute: requests, 5xx, other failures, p50 and p99, and each instance's RSS at its end. */
export function minuteTable(samples: readonly Sample[], rss: readonly RssSample[], startMs: number): string {
  const instances = rss[0]?.megabytes.length ?? 0;
  const header = [
    "| minute | requests | 5xx | other non-2xx | p50 ms | p99 ms |",
    ...Array.from({ length: instances }, (_, index) => ` RSS ${index + 1} MB |`),
  ].join("");
  const lines = [header, `|${"---|".repeat(6 + instances)}`];
  const minutes = Math.ceil(Math.max(0, ...samples.map((sample) => sample.atMs - startMs)) / 60_000);
  for (let minute = 0; minute < minutes; minute++) {
    const from = startMs + minute * 60_000;
    const inMinute = samples.filter((sample) => sample.atMs >= from && sample.atMs < from + 60_000);
    const latencies = inMinute.map((sample) => sample.latencyMs).sort((a, b) => a - b);
    const lastRss = rss.filter((sample) => sample.atMs < from + 60_000).at(-1);
    const cells = [
      `${minute + 1}`,
      `${inMinute.length}`,
      `${inMinute.filter((sample) => sample.status >= 500).length}`,
      `${inMinute.filter((sample) => sample.status < 200 || (sample.status >= 300 && sample.status < 500)).length}`,
      round(percentile(latencies, 0.5)),
      round(percentile(latencies, 0.99)),
      ...Array.from({ length: instances }, (_, index) => round(lastRss?.megabytes[index] ?? Number.NaN, 0)),
    ];
    lines.push(`| ${cells.join(" | ")} |`);
  }
  return lines.join("\n");
}

/** Each instance's RSS trend after warm-up, in MB per 10 minutes. */
export function rssSlopes(rss: readonly RssSample[], warmUpEndMs: number): number[] {
  const steady = rss.filter((sample) => sample.atMs >= warmUpEndMs);
  const instances = rss[0]?.megabytes.length ?? 0;
  return Array.from({ length: instances }, (_, index) =>
    slope(steady.map((sample) => [sample.atMs / 600_000, sample.megabytes[index] ?? 0])),
  );
}
