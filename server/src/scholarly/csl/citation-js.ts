// citation-js with the BibTeX, RIS and CSL plugins loaded once: it reads imported BibTeX and RIS and formats
// references in a style (BibTeX and RIS are written by our own writers). Importing this module loads the plugins.
import { Cite, plugins } from "@citation-js/core";
import "@citation-js/plugin-bibtex";
import "@citation-js/plugin-ris";
import "@citation-js/plugin-csl";
import type { CslItem } from "./csl-item.js";

/** The CSL items citation-js read, without the record of how it parsed them. */
export const cslItems = (cite: Cite): CslItem[] => cite.data.map(({ _graph, ...item }) => item as unknown as CslItem);

export { Cite, plugins };
