// The web targets, read from the newest records `npm run bench:web` left in bench/results: the web is
// measured by its own command (a production build and Chromium), not by the API load.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { TargetResult } from "./targets.js";

interface WebRecord {
  date: string;
  routes: Array<{ route: string; jsKB?: number; jsKiB?: number }>;
}

interface LighthouseRecord {
  date: string;
  pages: Array<{ url: string; performance: number; accessibility: number }>;
}

const JS_BUDGETS_KB: Array<[string, string, number]> = [
  ["/", "login route", 120],
  ["/home", "home feed", 170],
];
const PAGES: Array<[string, string]> = [
  ["/", "login"],
  ["/home", "home feed"],
];

/** The newest `<date><suffix>.json` of the folder, or undefined when there is none. */
async function newest<T>(folder: string, suffix: string): Promise<{ file: string; record: T } | undefined> {
  const files = (await readdir(folder).catch(() => [] as string[]))
    .filter((file) => /^\d{4}-\d{2}-\d{2}/.test(file) && file.endsWith(suffix))
    .sort();
  const file = files.at(-1);
  if (!file) return undefined;
  return { file, record: JSON.parse(await readFile(path.join(folder, file), "utf8")) as T };
}

const notMeasured = (target: string): TargetResult => ({
  target,
  measured: "not measured: run `npm run bench:web`",
  status: "not measured",
});

export async function webTargets(resultsFolder: string): Promise<TargetResult[]> {
  const sizes = await newest<WebRecord>(resultsFolder, "-web.json");
  const lighthouse = await newest<LighthouseRecord>(resultsFolder, "-lighthouse.json");
  const sizeTargets = JS_BUDGETS_KB.map(([route, label, budget]): TargetResult => {
    const target = `web: ${label} initial JS ≤ ${budget} kB gzipped`;
    const row = sizes?.record.routes.find((candidate) => candidate.route === route);
    const kB = row?.jsKB ?? row?.jsKiB;
    if (!sizes || kB === undefined) return notMeasured(target);
    return { target, measured: `${kB} kB (${sizes.file})`, status: kB <= budget ? "met" : "not met" };
  });
  const pageTargets = PAGES.map(([url, label]): TargetResult => {
    const target = `web: ${label} Lighthouse performance ≥ 90, accessibility ≥ 95`;
    const page = lighthouse?.record.pages.find((candidate) => new URL(candidate.url, "http://x").pathname === url);
    if (!lighthouse || !page) return notMeasured(target);
    const met = page.performance >= 90 && page.accessibility >= 95;
    return {
      target,
      measured: `${page.performance} / ${page.accessibility} (${lighthouse.file})`,
      status: met ? "met" : "not met",
    };
  });
  return [...sizeTargets, ...pageTargets];
}
