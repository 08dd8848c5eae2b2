// Reads exported citations back with citation-js, as a reference manager would, to compare fields.
import { Cite } from "../scholarly/csl/citation-js.js";
import type { CslItem } from "../scholarly/csl/csl-item.js";

export async function readCitations(text: string, forceType?: string): Promise<CslItem[]> {
  const cite = await Cite.async(text, forceType ? { forceType } : undefined);
  return cite.data.map(({ _graph, ...item }) => item as unknown as CslItem);
}
