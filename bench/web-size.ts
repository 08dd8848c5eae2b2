// `npm run bench:web`: how many gzipped bytes of JS and CSS each route of the production build downloads.
// Reads the Vite manifest of web/dist (built with --manifest): the entry chunk every route loads, plus the
// route's lazy page chunk and whatever that chunk imports beyond the entry.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { saveRecord } from "./report.js";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.join(here, "../web");

/** Route path → page module (relative to web/), read from the route table's `import("…")` calls. */
export function routeModules(routesSource: string): Array<{ route: string; module: string }> {
  const lazyConsts = new Map(
    [...routesSource.matchAll(/const (\w+) = lazy\(\(\) => import\("([^"]+)"\)\)/g)].map((m) => [m[1], m[2]]),
  );
  const routes: Array<{ route: string; module: string }> = [];
  for (const match of routesSource.matchAll(
    /path: "([^"]+)", element: (?:page\(\(\) => import\("([^"]+)"\)\)|<(\w+))/g,
  )) {
    const importPath = match[2] ?? lazyConsts.get(match[3] ?? "");
    if (importPath) routes.push({ route: match[1] as string, module: path.posix.join("src/app", importPath) });
  }
  return routes;
}

/** Every file a chunk needs: itself, its static imports (recursively) and their CSS. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { dist: { type: "string", default: path.join(webRoot, "dist") } } });
  const dist = path.resolve(values.dist);
  const manifest = JSON.parse(await readFile(path.join(dist, ".vite/manifest.json"), "utf8")) as Manifest;
  const gzipped = new Map<string, number>();
  const sizeOf = async (file: string) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(await readFile(path.join(dist, file)), { level: 9 }).length);
    return gzipped.get(file) as number;
  };
  const total = async (files: Iterable<string>, ext: string) => {
    let sum = 0;
    for (const file of files) if (file.endsWith(ext)) sum += await sizeOf(file);
    return sum;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error(`No entry in ${dist}/.vite/manifest.json: build with \`vite build --manifest\`.`);
  const entry = closure(manifest, entryKey);
  const routes = routeModules(await readFile(path.join(webRoot, "src/app/routes.tsx"), "utf8"));
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  const rows = [];
  for (const { route, module } of routes) {
    const key = Object.keys(manifest).find((candidate) => candidate.replace(/\.[jt]sx?$/, "") === module);
    const files = new Set([...entry, ...(key ? closure(manifest, key) : [])]);
    const routeOnly = [...files].filter((file) => !entry.has(file));
    rows.push({
      route,
      jsKiB: kb(await total(files, ".js")),
      cssKiB: kb(await total(files, ".css")),
      routeOnlyJsKiB: kb(await total(routeOnly, ".js")),
    });
  }
  console.log("route                  | JS gz KiB | CSS gz KiB | of which route chunk JS");
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(22)} | ${String(row.jsKiB).padStart(9)} | ${String(row.cssKiB).padStart(10)} | ${row.routeOnlyJsKiB}`,
    );
  }
  const record = { date: new Date().toISOString(), dist, lighthouse: "not run", routes: rows };
  const file = await saveRecord(record, path.join(here, "results"), "-web");
  console.log(`[bench:web] written to ${file}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
