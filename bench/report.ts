// The bench's answer: the rows and the targets on the terminal, and the full record in
// bench/results/<date>.json.
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { LoadSettings, ScenarioResult } from "./load.js";
import { evaluateTargets, HELLO, type TargetResult } from "./targets.js";

export interface BenchRecord {
  date: string;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string; databases: string[] };
  dataset: Record<string, Record<string, number>>;
  searchTerms: Record<string, string>;
  settings: LoadSettings;
  results: Array<ScenarioResult & { ratioToHello: number }>;
  targets: TargetResult[];
}

export function buildRecord(
  results: ScenarioResult[],
  settings: LoadSettings,
  dataset: Record<string, Record<string, number>>,
  searchTerms: Record<string, string>,
  webTargets: TargetResult[],
): BenchRecord {
  const hello = results.find((result) => result.name === HELLO)?.requestsPerSecond || 1;
  return {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? "unknown",
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      databases: Object.keys(dataset),
    },
    dataset,
    searchTerms,
    settings,
    results: results.map((result) => ({
      ...result,
      ratioToHello: Math.round((result.requestsPerSecond / hello) * 1000) / 1000,
    })),
    targets: [...evaluateTargets(results, settings.connections), ...webTargets],
  };
}

/** Terminal cells are clipped (the JSON record keeps the whole text). */
const CELL_WIDTH = 70;
const clip = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => Math.min(CELL_WIDTH, (row[column] ?? "").length))),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => clip(cell, CELL_WIDTH).padEnd(widths[column] ?? 0)).join(" | ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("-|-"), ...rows.map(line)].join("\n");
}

export function formatTable(record: BenchRecord): string {
  const rows = record.results.map((result) => {
    // Check rows (e.g. read counts after the run) send no requests of their own.
    const figure = (value: number) => (result.requests === 0 && !result.problem ? "–" : String(value));
    return [
      result.name,
      figure(result.requestsPerSecond),
      figure(result.p50Ms),
      figure(result.p95Ms),
      figure(result.p99Ms),
      result.problem ? `${result.errors} (${result.problem})` : String(result.errors),
      result.requests === 0 ? "–" : result.ratioToHello.toFixed(3),
      result.note ?? "",
    ];
  });
  return table(["scenario", "req/s", "p50 ms", "p95 ms", "p99 ms", "errors", "× hello", "note"], rows);
}

export function formatTargets(record: BenchRecord): string {
  const rows = record.targets.map((target) => [
    target.status === "met" ? "met" : target.status.toUpperCase(),
    target.target,
    target.measured,
  ]);
  const met = record.targets.filter((target) => target.status === "met").length;
  return `Targets (issues 5 and 13): ${met} of ${record.targets.length} met\n${table(["status", "target", "measured (same run)"], rows)}`;
}

/** Writes `<folder>/<yyyy-mm-dd><suffix>.json` (and `.md` if given); a later run on the same day replaces them. */
export async function saveRecord(record: { date: string }, folder: string, suffix = "", markdown?: string) {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `${record.date.slice(0, 10)}${suffix}.json`);
  await writeFile(file, `${JSON.stringify(record, null, 2)}\n`);
  if (markdown !== undefined) await writeFile(file.replace(/\.json$/, ".md"), markdown);
  return file;
}

const markdownRow = (cells: string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, "\\|")).join(" | ")} |`;

/** The tables of docs/performance.md, ready to paste: every row, then every target. */
export function formatMarkdown(record: BenchRecord): string {
  const number = (value: number) => value.toLocaleString("en-US");
  const rows = record.results.map((result) => {
    const check = result.requests === 0 && !result.problem;
    const figure = (value: number) => (check ? "–" : number(value));
    return markdownRow([
      result.name,
      figure(result.requestsPerSecond),
      figure(result.p50Ms),
      figure(result.p95Ms),
      figure(result.p99Ms),
      result.problem ? `${result.errors} (${result.problem.slice(0, 60)})` : String(result.errors),
      check ? "–" : result.ratioToHello.toFixed(3),
      result.note ?? "",
    ]);
  });
  const targets = record.targets.map((target) =>
    markdownRow([target.target, target.measured, target.status === "met" ? "met" : `**${target.status}**`]),
  );
  return [
    markdownRow(["scenario", "req/s", "p50 ms", "p95 ms", "p99 ms", "errors", "× hello", "note"]),
    "|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
    markdownRow(["target", "measured (same run)", "status"]),
    "|---|---|---|",
    ...targets,
    "",
  ].join("\n");
}
