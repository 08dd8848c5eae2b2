// Response times collected one by one, so every row reports the same percentiles (autocannon has no p95).

export interface LatencySummary {
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

/** Nearest-rank percentile of ascending samples, rounded to 0.1 ms. */
function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, rank)] ?? 0) * 10) / 10;
}

export function summarize(samplesMs: number[]): LatencySummary {
  const sorted = Float64Array.from(samplesMs).sort();
  const values = Array.from(sorted);
  return { p50Ms: percentile(values, 0.5), p95Ms: percentile(values, 0.95), p99Ms: percentile(values, 0.99) };
}

/** Counts answers by HTTP status, e.g. "429 ×120, 500 ×2", for the rows that had failures. */
export function describeFailures(statuses: Map<string, number>): string {
  return [...statuses]
    .filter(([status]) => !/^2\d\d$/.test(status))
    .map(([status, count]) => `${status} ×${count}`)
    .join(", ");
}
