// Writes CSL items in a citation format: BibTeX, RIS, CSL-JSON, or a reference formatted in a style.
import type { CitationFormat, CvStyle } from "@scholarly/contract";
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

/**
 * Each item's reference in the style, in the order given: numbered styles (Vancouver) number them 1…n, which a
 * reference formatted on its own never is (each would be "1."). Styles that sort their bibliography (APA) are put
 * back in the order given.
 */
export function formatReferences(items: CslItem[], style: CvStyle): string[] {
  if (items.length === 0) return [];
  // Citation keys may repeat (same author, year and title); the position is what orders the references.
  const ordered = items.map((item, index) => ({ ...item, id: String(index) }));
  const entries = new Cite(ordered).format("bibliography", {
    format: "text",
    template: STYLE_TEMPLATES[style],
    lang: "en-US",
    asEntryArray: true,
  }) as unknown as [string, string][];
  const referenceOf = new Map(entries);
  return ordered.map((item) => referenceOf.get(item.id)?.trim() ?? "");
}
