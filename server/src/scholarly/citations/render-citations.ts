// Writes CSL items in a citation format: BibTeX, RIS, CSL-JSON, or a reference formatted in a style.
import type { CitationFormat } from "@scholarly/contract";
import { Cite } from "../csl/citation-js.js";
import type { CslItem } from "../csl/csl-item.js";

/** The citation-js style names (templates bundled with plugin-csl). */
const STYLE_TEMPLATES = { apa: "apa", vancouver: "vancouver", harvard: "harvard1" } as const;

export const FILE_EXTENSIONS: Record<CitationFormat, string> = {
  bibtex: "bib",
  ris: "ris",
  "csl-json": "json",
  apa: "txt",
  vancouver: "txt",
  harvard: "txt",
};

export function renderCitations(items: CslItem[], format: CitationFormat): string {
  if (format === "csl-json") return `${JSON.stringify(items, null, 2)}\n`;
  if (items.length === 0) return "";
  const cite = new Cite(items);
  if (format === "bibtex" || format === "ris") return cite.format(format);
  return cite.format("bibliography", { format: "text", template: STYLE_TEMPLATES[format], lang: "en-US" });
}
