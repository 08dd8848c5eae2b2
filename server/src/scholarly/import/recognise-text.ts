// Tells what a member pasted: a DOI or an arXiv id, matched by their published syntax, or else reference text
// (CSL-JSON, BibTeX, RIS or neither), which only the import thread reads (reference-thread.ts).
import { bareDoi } from "../doi.js";

export type PastedText =
  | { kind: "doi"; doi: string }
  | { kind: "arxiv"; id: string }
  | { kind: "references"; text: string };

/** A DOI alone, bare or as doi:… or a doi.org link. */
const DOI = /^(?:doi:\s*|https?:\/\/(?:dx\.)?doi\.org\/)?10\.\d{4,9}\/\S+$/i;

/**
 * An arXiv id alone: new style (2301.01234, five digits since 2015) or old style (hep-th/9901001), with an
 * optional version, bare, as arXiv:…, or as an abs or pdf link.
 */
const ARXIV =
  /^(?:arxiv:\s*|https?:\/\/(?:www\.|export\.)?arxiv\.org\/(?:abs|pdf)\/)?(\d{4}\.\d{4,5}(?:v\d+)?|[a-z-]+(?:\.[a-z]{2})?\/\d{7}(?:v\d+)?)(?:\.pdf)?$/i;

export function recogniseText(pasted: string): PastedText {
  const text = pasted.trim();
  if (DOI.test(text)) return { kind: "doi", doi: bareDoi(text) };
  const arxiv = ARXIV.exec(text);
  if (arxiv?.[1]) return { kind: "arxiv", id: arxiv[1] };
  return { kind: "references", text };
}
