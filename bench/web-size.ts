// `npm run bench:web` (first step): how many gzipped bytes of JS and CSS each route of the production build needs
// before it can render. Reads the Vite manifest of the build (made with --manifest): the entry chunk and its static
// imports, plus, for the route, the lazy chunk of every matched route (a layout and the page, which the router
// fetches together) and their static imports. Dynamic imports that run later (e.g. a schema loaded on submit) are
// not counted. Sizes are gzip level 9, as the server sends the pre-compressed .gz files; 1 kB = 1000 bytes.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import ts from "typescript";
import { saveRecord } from "./report.js";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The budgets for a route's initial JavaScript, gzipped, in kB. */
export const JS_BUDGET_KB: Record<string, number> = { "/": 120, "/home": 170 };

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.join(here, "../web");
const ROUTES_FILE = "src/app/routes.tsx";

/** Every `import("…")` under a node, following identifiers of top-level constants (helpers like `profileSection`). */
function importsUnder(node: ts.Node, constants: Map<string, ts.Node>, seen = new Set<string>()): string[] {
  const found: string[] = [];
  const visit = (child: ts.Node): void => {
    if (
      ts.isCallExpression(child) &&
      child.expression.kind === ts.SyntaxKind.ImportKeyword &&
      child.arguments[0] &&
      ts.isStringLiteral(child.arguments[0])
    ) {
      found.push(child.arguments[0].text);
    } else if (ts.isIdentifier(child) && constants.has(child.text) && !seen.has(child.text)) {
      seen.add(child.text);
      found.push(...importsUnder(constants.get(child.text) as ts.Node, constants, seen));
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** Route path → the lazily imported modules (relative to web/) the router loads to render it, outermost first. */
export function routeModules(routesSource: string): Array<{ route: string; modules: string[] }> {
  const file = ts.createSourceFile(ROUTES_FILE, routesSource, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const constants = new Map<string, ts.Node>();
  let table: ts.Expression | undefined;
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      if (declaration.name.text === "routes") table = declaration.initializer;
      else constants.set(declaration.name.text, declaration.initializer);
    }
  }
  if (!table || !ts.isArrayLiteralExpression(table)) throw new Error(`No \`routes\` array in ${ROUTES_FILE}.`);
  const toModule = (specifier: string) => path.posix.join(path.posix.dirname(ROUTES_FILE), specifier);
  const routes: Array<{ route: string; modules: string[] }> = [];
  const walk = (list: ts.ArrayLiteralExpression, inherited: string[]): void => {
    for (const element of list.elements) {
      if (!ts.isObjectLiteralExpression(element)) continue;
      const own: string[] = [];
      let routePath: string | undefined;
      let children: ts.ArrayLiteralExpression | undefined;
      for (const property of element.properties) {
        const name = property.name && ts.isIdentifier(property.name) ? property.name.text : "";
        if (!ts.isPropertyAssignment(property)) continue;
        if (name === "children" && ts.isArrayLiteralExpression(property.initializer)) children = property.initializer;
        else if (name === "path" && ts.isStringLiteral(property.initializer)) routePath = property.initializer.text;
        else own.push(...importsUnder(property.initializer, constants).map(toModule));
      }
      const modules = [...inherited, ...own];
      if (routePath !== undefined) routes.push({ route: routePath, modules });
      if (children) walk(children, modules);
    }
  };
  walk(table, []);
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
  const kB = async (files: Iterable<string>, ext: string) => {
    let sum = 0;
    for (const file of files) if (file.endsWith(ext)) sum += await sizeOf(file);
    return Math.round(sum / 100) / 10;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error(`No entry in ${dist}/.vite/manifest.json: build with \`vite build --manifest\`.`);
  const entry = closure(manifest, entryKey);
  const manifestKey = (module: string) => {
    const key = Object.keys(manifest).find((candidate) => candidate.replace(/\.[jt]sx?$/, "") === module);
    if (!key) throw new Error(`${module} (imported by ${ROUTES_FILE}) is not in the build manifest.`);
    return key;
  };
  const rows = [];
  for (const { route, modules } of routeModules(await readFile(path.join(webRoot, ROUTES_FILE), "utf8"))) {
    const files = new Set(entry);
    for (const module of modules) closure(manifest, manifestKey(module), files);
    const jsKB = await kB(files, ".js");
    const budget = JS_BUDGET_KB[route];
    rows.push({
      route,
      jsKB,
      cssKB: await kB(files, ".css"),
      routeChunksJsKB: await kB(
        [...files].filter((file) => !entry.has(file)),
        ".js",
      ),
      budgetKB: budget ?? null,
      withinBudget: budget === undefined ? null : jsKB <= budget,
    });
  }
  console.log("route                  | JS gz kB | CSS gz kB | of which route chunks JS | budget");
  for (const row of rows) {
    const budget = row.budgetKB === null ? "" : `${row.budgetKB} ${row.withinBudget ? "met" : "NOT MET"}`;
    console.log(
      `${row.route.padEnd(22)} | ${String(row.jsKB).padStart(8)} | ${String(row.cssKB).padStart(9)} | ${String(row.routeChunksJsKB).padStart(24)} | ${budget}`,
    );
  }
  const record = { date: new Date().toISOString(), dist, entryJsKB: await kB(entry, ".js"), routes: rows };
  const file = await saveRecord(record, path.join(here, "results"), "-web");
  console.log(`[bench:web] written to ${file}`);
  if (rows.some((row) => row.withinBudget === false)) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
