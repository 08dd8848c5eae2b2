// citation-js with the BibTeX, RIS and CSL plugins loaded once, and BibTeX entry types that fit our kinds
// of publication. Importing this module is what makes the plugins available.
import { Cite, plugins } from "@citation-js/core";
import "@citation-js/plugin-bibtex";
import "@citation-js/plugin-ris";
import "@citation-js/plugin-csl";
import type { CslItem } from "./csl-item.js";

interface BibtexConfig {
  types: { bibtex: { target: Record<string, string> } };
}

// Out of the box a CSL thesis becomes @misc and a chapter an untitled @inbook part. CSL "article" is a
// work not in a journal (our preprints and other self-published kinds), which classic BibTeX files as @misc.
const bibtexTypes = (plugins.config.get("@bibtex") as BibtexConfig).types.bibtex.target;
Object.assign(bibtexTypes, { thesis: "phdthesis", chapter: "incollection", article: "misc" });

/** The CSL items citation-js read, without the record of how it parsed them. */
export const cslItems = (cite: Cite): CslItem[] => cite.data.map(({ _graph, ...item }) => item as unknown as CslItem);

export { Cite, plugins };
