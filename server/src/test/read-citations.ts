// Reads exported citations back with citation-js, as a reference manager would, to compare fields.
import { Cite, cslItems } from "../scholarly/csl/citation-js.js";
import type { CslItem } from "../scholarly/csl/csl-item.js";

export async function readCitations(text: string): Promise<CslItem[]> {
  return cslItems(await Cite.async(text));
}
