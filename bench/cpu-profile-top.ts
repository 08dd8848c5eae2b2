// `npx tsx bench/cpu-profile-top.ts <file.cpuprofile> [--top 20] [--last S]`: the frames with the most self time
// in a V8 CPU profile (as written by `BENCH_CPU_PROF_DIR`), and the same time summed by package, as Markdown
// tables. `--last S` keeps only the profile's last S seconds: the bench's final scenario without the baselines.
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  endTime: number;
}

/** Where a frame's code comes from: the npm package, the repository folder, or V8/Node itself. */
function origin(url: string): string {
  const inPackage = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage?.[1]) return inPackage[1];
  const inRepository = url.match(/\/(server\/src\/[^/]+|packages\/[^/]+)\//);
  if (inRepository?.[1]) return inRepository[1];
  if (url.startsWith("node:")) return "node";
  return url === "" ? "(V8, GC, idle)" : url;
}

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.replace(/^.*\/(node_modules|server|packages)\//, "$1/");
  return `${functionName || "(anonymous)"} ${file ? `${file}:${lineNumber + 1}` : ""}`.trim();
}

/** Self time in ms per key, over the samples; the idle frame is left out so shares are of busy time. */
function selfTimes(profile: CpuProfile, keyOf: (node: ProfileNode) => string, fromMicros: number): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  // Sample times are the sum of the deltas before them; the last one is the profile's end.
  let at = profile.endTime - profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    const node = byId.get(id);
    if (!node || at < fromMicros || node.callFrame.functionName === "(idle)") return;
    const key = keyOf(node);
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return totals;
}

function table(title: string, totals: Map<string, number>, top: number): string {
  const busy = [...totals.values()].reduce((sum, ms) => sum + ms, 0);
  const rows = [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, ms]) => `| ${key.replaceAll("|", "\\|")} | ${ms.toFixed(0)} | ${((100 * ms) / busy).toFixed(1)} % |`);
  return [`| ${title} | self ms | share of busy time |`, "|---|---|---|", ...rows].join("\n");
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { top: { type: "string", default: "20" }, last: { type: "string" } },
  });
  const file = positionals[0];
  if (!file) throw new Error("Usage: cpu-profile-top.ts <file.cpuprofile> [--top 20] [--last S]");
  const profile = JSON.parse(await readFile(file, "utf8")) as CpuProfile;
  const top = Number(values.top);
  const from = values.last ? profile.endTime - Number(values.last) * 1_000_000 : 0;
  console.log(`${table("frame", selfTimes(profile, frameName, from), top)}\n`);
  console.log(
    table(
      "where the code comes from",
      selfTimes(profile, (node) => origin(node.callFrame.url), from),
      top,
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
