// The DOI and the arXiv id a fediverse post cites, found in its text or its links, normalized: a post citing
// neither is not kept.

/** A DOI as Crossref describes it (10.prefix/suffix); the suffix ends at a space, a quote or a tag. */
const DOI = /\b10\.\d{4,9}\/[^\s"'<>]+/i;
/** `arXiv:2401.01234v2`, or an arxiv.org abstract or PDF link. */
const ARXIV = /(?:\barXiv:\s?|arxiv\.org\/(?:abs|pdf)\/)(\d{4}\.\d{4,5}(?:v\d+)?)/i;
/** Sentence punctuation a DOI written in prose is followed by, never part of it in practice. */
const TRAILING = /[.,;:!?)\]}]+$/;

export interface CitedWork {
  doi: string | null;
  arxiv: string | null;
}

/** A DOI lower-cased (DOIs are case-insensitive), percent-escapes of links undone. */
function normalizedDoi(found: string): string {
  const trimmed = found.replace(TRAILING, "");
  let decoded = trimmed;
  try {
    decoded = decodeURIComponent(trimmed);
  } catch {
    // A stray % is kept as written.
  }
  return decoded.toLowerCase();
}

export function citedWork(...texts: (string | null | undefined)[]): CitedWork {
  const text = texts.filter(Boolean).join("\n");
  const doi = DOI.exec(text)?.[0];
  const arxiv = ARXIV.exec(text)?.[1];
  return { doi: doi ? normalizedDoi(doi) : null, arxiv: arxiv?.toLowerCase() ?? null };
}
