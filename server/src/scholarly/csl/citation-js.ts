// citation-js with the BibTeX, RIS and CSL plugins loaded once: it reads imported BibTeX and RIS and formats
// references in a style (BibTeX and RIS are written by our own writers). Importing this module loads the plugins.
import { Cite, plugins } from "@citation-js/core";
import "@citation-js/plugin-bibtex";
import "@citation-js/plugin-ris";
import "@citation-js/plugin-csl";
import type { CslItem } from "./csl-item.js";

/**
 * A variable CSL holds as one string or number that a file gave more than once: citation-js keeps every value
 * (RIS `TI`, `M3`, `UR` repeated) as a list; the first is the one meant.
 */
const firstOfRepeated = (value: unknown) =>
  Array.isArray(value) && value.every((part) => typeof part !== "object") ? value[0] : value;

/** The CSL items citation-js read, in CSL's shape, without the record of how it parsed them. */
export const cslItems = (cite: Cite): CslItem[] =>
  cite.data.map(
    ({ _graph, ...item }) =>
      Object.fromEntries(Object.entries(item).map(([name, value]) => [name, firstOfRepeated(value)])) as CslItem,
  );

export { Cite, plugins };
