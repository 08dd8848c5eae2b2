// The bench's answer: a short table on the terminal and the full record in bench/results/<date>.json.
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { LoadSettings, ScenarioResult } from "./load.js";

export interface BenchRecord {
  date: string;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string; database: string };
  dataset: Record<string, number>;
  searchTerms: Record<string, string>;
  settings: LoadSettings;
  results: Array<ScenarioResult & { ratioToHello: number }>;
}

export function buildRecord(
  results: ScenarioResult[],
  settings: LoadSettings,
  dataset: Record<string, number>,
  searchTerms: Record<string, string>,
  database: string,
): BenchRecord {
  const hello = results[0]?.requestsPerSecond || 1;
  return {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? "unknown",
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      database,
    },
    dataset,
    searchTerms,
    settings,
    results: results.map((result) => ({
      ...result,
      ratioToHello: Math.round((result.requestsPerSecond / hello) * 1000) / 1000,
    })),
  };
}

export function formatTable(record: BenchRecord): string {
  const header = ["scenario", "req/s", "p50 ms", "p99 ms", "errors", "× hello"];
  const rows = record.results.map((result) => [
    result.name,
    String(result.requestsPerSecond),
    String(result.p50Ms),
    String(result.p99Ms),
    result.problem ? `${result.errors} (${result.problem})` : String(result.errors),
    result.ratioToHello.toFixed(3),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => Math.min(60, (row[column] ?? "").length))),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("-|-"), ...rows.map(line)].join("\n");
}

/** Writes `<folder>/<yyyy-mm-dd><suffix>.json`; a later run on the same day replaces it. */
export async function saveRecord(record: { date: string }, folder: string, suffix = ""): Promise<string> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `${record.date.slice(0, 10)}${suffix}.json`);
  await writeFile(file, `${JSON.stringify(record, null, 2)}\n`);
  return file;
}
