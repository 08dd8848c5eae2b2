// Writes CSL items in a citation format: BibTeX, RIS, CSL-JSON, or a reference formatted in a style.
import type { CitationFormat } from "@scholarly/contract";
import { Cite } from "../csl/citation-js.js";
import type { CslItem } from "../csl/csl-item.js";
import { bibtexEntries } from "./bibtex-writer.js";
import { risRecords } from "./ris-writer.js";

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

/** CSL-JSON holds only what the CSL data schema defines. */
const cslJson = (items: CslItem[]) => items.map(({ keywords: _ours, ...item }) => item);

export function renderCitations(items: CslItem[], format: CitationFormat): string {
  if (format === "csl-json") return `${JSON.stringify(cslJson(items), null, 2)}\n`;
  if (items.length === 0) return "";
  if (format === "bibtex") return bibtexEntries(items);
  if (format === "ris") return risRecords(items);
  return new Cite(cslJson(items)).format("bibliography", {
    format: "text",
    template: STYLE_TEMPLATES[format],
    lang: "en-US",
  });
}
