// Independent readers of the citation files we write, as researchers' tools read them: BibTeX 0.99d with
// plain.bst, biber's data-model check, Better BibTeX's parser, astrocite's RIS parser, ajv with the official
// CSL data schema, and citeproc-js formatting APA. None of them is our code.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { plugins } from "@citation-js/core";
import { parse as parseBibtex } from "@retorquere/bibtex-parser";
import { Ajv } from "ajv";
import { parse as parseRis } from "astrocite-ris";
import CSL from "citeproc";

/** Whether a program is on the PATH; the tests that run it skip, saying so, when it is not. */
export const installed = (program: string) => spawnSync("sh", ["-c", `command -v ${program}`]).status === 0;

function inTemporaryFolder<T>(work: (folder: string) => T): T {
  const folder = mkdtempSync(join(tmpdir(), "citations-"));
  try {
    return work(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** BibTeX run over every entry with plain.bst: its exit status (2 on errors) and the error lines of its log. */
export function runBibtex(bib: string): { status: number | null; errors: string[]; bbl: string } {
  return inTemporaryFolder((folder) => {
    writeFileSync(join(folder, "works.bib"), bib);
    writeFileSync(join(folder, "job.aux"), "\\relax\n\\citation{*}\n\\bibstyle{plain}\n\\bibdata{works}\n");
    const run = spawnSync("bibtex", ["job"], { cwd: folder, encoding: "utf8" });
    const log = readFileSync(join(folder, "job.blg"), "utf8");
    const errors = log.split("\n").filter((line) => /error message|^I was expecting|^I'm ignoring|illegal/i.test(line));
    return { status: run.status, errors, bbl: readFileSync(join(folder, "job.bbl"), "utf8") };
  });
}

/** biber --tool --validate-datamodel: every WARN and ERROR line it prints. */
export function runBiber(bib: string): { status: number | null; problems: string[] } {
  return inTemporaryFolder((folder) => {
    writeFileSync(join(folder, "works.bib"), bib);
    const run = spawnSync("biber", ["--tool", "--validate-datamodel", "works.bib"], { cwd: folder, encoding: "utf8" });
    const problems = `${run.stdout}\n${run.stderr}`.split("\n").filter((line) => /^(WARN|ERROR)/.test(line));
    return { status: run.status, problems };
  });
}

/**
 * BibTeX entries as Better BibTeX (Zotero's BibTeX plugin) reads them, LaTeX turned into Unicode (composed,
 * so "M{\\"u}ller" compares equal to "Müller").
 */
export function readBibtex(bib: string) {
  const library = parseBibtex(bib, { caseProtection: false, english: false });
  const entries = JSON.parse(JSON.stringify(library.entries), (_key, value) =>
    typeof value === "string" ? value.normalize("NFC") : value,
  ) as typeof library.entries;
  return { entries, errors: library.errors };
}

export interface RisRecord {
  type: string;
  title?: string;
  author?: { family?: string; given?: string; literal?: string }[];
  issued?: { "date-parts"?: string[][] };
  keyword?: string[];
  DOI?: string;
  URL?: string;
  publisher?: string;
  "container-title"?: string;
}

/** RIS records as astrocite reads them, as CSL items; it throws on a file that breaks the RIS grammar. */
export const readRis = (ris: string) => parseRis(ris) as RisRecord[];

/**
 * The official CSL data schema (csl-data.json, from the Citation Style Language schema repository) is not
 * vendored: third-party files stay out of this repository. It is read from `CSL_DATA_SCHEMA` when set (a local
 * copy), else from the project's shared folder beside the checkout (`../shared/schemas/csl-data.json`), and the
 * test that needs it skips, saying so, without it.
 */
export const CSL_SCHEMA_PATH =
  process.env.CSL_DATA_SCHEMA ?? fileURLToPath(new URL("../../../../shared/schemas/csl-data.json", import.meta.url));
const validateCsl = existsSync(CSL_SCHEMA_PATH)
  ? new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(readFileSync(CSL_SCHEMA_PATH, "utf8")))
  : undefined;
export const cslSchemaAvailable = validateCsl !== undefined;

/** The schema's complaints about a CSL-JSON document; none when it is valid. */
export function cslSchemaErrors(json: unknown): string[] {
  if (!validateCsl) throw new Error(`No CSL data schema at ${CSL_SCHEMA_PATH}.`);
  if (validateCsl(json)) return [];
  return (validateCsl.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ""}`);
}

interface CslTemplates {
  styles: { get(name: string): string };
  locales: { get(name: string): string };
}

/** The bibliography citeproc-js formats from CSL-JSON in APA (the style and locale citation-js bundles). */
export function apaBibliography(items: { id: string }[]): string[] {
  const csl = plugins.config.get("@csl") as CslTemplates;
  const byId = new Map(items.map((item) => [item.id, item]));
  const engine = new CSL.Engine(
    { retrieveLocale: () => csl.locales.get("en-US"), retrieveItem: (id: string) => byId.get(id) },
    csl.styles.get("apa"),
  );
  engine.setOutputFormat("text");
  engine.updateItems([...byId.keys()]);
  const [, entries] = engine.makeBibliography();
  return entries.map((entry: string) => entry.trim());
}
