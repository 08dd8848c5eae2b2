// Reads pasted CSL-JSON, BibTeX or RIS into CSL items: what the import thread runs (reference-thread.ts), never
// the thread that serves requests. JSON is told by its first character; BibTeX from RIS, citation-js tells.
import { plugins } from "../csl/citation-js.js";
import { readBibtex } from "./bibtex-entries.js";
import { looksLikeJson, readCslJson } from "./csl-json-items.js";
import type { ReferenceReading } from "./reference-reading.js";
import { readRis } from "./ris-records.js";

const READERS: Record<string, (text: string) => Promise<ReferenceReading>> = {
  "@bibtex/text": readBibtex,
  "@biblatex/text": readBibtex,
  "@ris/file": readRis,
};

export async function readReferences(pasted: string): Promise<ReferenceReading> {
  const text = pasted.trim();
  if (looksLikeJson(text)) return readCslJson(text);
  const read = READERS[plugins.input.type(text)];
  return read ? read(text) : { outcome: "unrecognised" };
}
