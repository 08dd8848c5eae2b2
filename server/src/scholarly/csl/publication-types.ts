// Our 23 kinds of publication as CSL types (for citing) and back (for importing). CSL is the hub: each import
// source maps its own vocabulary to CSL, and only this file knows ours.
import type { PublicationType } from "@scholarly/contract";

/** `genre` tells apart kinds that share a CSL type; formatted styles show it ("[Preprint]"). */
export const CSL_TYPE_OF: Record<PublicationType, { type: string; genre?: string }> = {
  journal: { type: "article-journal" },
  conference: { type: "paper-conference" },
  book: { type: "book" },
  article: { type: "article-journal" },
  thesis: { type: "thesis" },
  report: { type: "report" },
  chapter: { type: "chapter" },
  code: { type: "software" },
  "conference paper": { type: "paper-conference" },
  "cover page": { type: "document", genre: "Cover page" },
  data: { type: "dataset" },
  "experiment findings": { type: "article", genre: "Experiment findings" },
  method: { type: "article", genre: "Method" },
  "negative results": { type: "article", genre: "Negative results" },
  patent: { type: "patent" },
  poster: { type: "speech", genre: "Poster" },
  // CSL files preprints and working papers as "article": a work made available outside a journal.
  preprint: { type: "article", genre: "Preprint" },
  presentation: { type: "speech", genre: "Presentation" },
  "raw data": { type: "dataset", genre: "Raw data" },
  "research proposal": { type: "document", genre: "Research proposal" },
  "technical report": { type: "report", genre: "Technical report" },
  research: { type: "article" },
  other: { type: "document" },
};

const PUBLICATION_TYPE_OF_CSL: Record<string, PublicationType> = {
  "article-journal": "article",
  "article-magazine": "article",
  "article-newspaper": "article",
  review: "article",
  "review-book": "article",
  "paper-conference": "conference paper",
  book: "book",
  chapter: "chapter",
  thesis: "thesis",
  report: "report",
  dataset: "data",
  software: "code",
  patent: "patent",
  article: "preprint",
  manuscript: "preprint",
  speech: "presentation",
};

/**
 * The kind of publication a CSL item describes. `genre` refines it where CSL has one type for several, and
 * names it where a format had to file it as a generic work: our BibTeX writes a preprint or a dataset as
 * `@misc` with `type = {Preprint}` or `{Dataset}`, which readers bring back as a document of that genre. A
 * preprint is one whatever type a file gives it: `type = {Preprint}` or `pubstate = {preprint}` in BibTeX,
 * `M3  - Preprint` on a JOUR or GEN record in RIS.
 */
export function publicationTypeOfCsl(type: string, genre = "", status = ""): PublicationType {
  if (/^preprint$/i.test(genre) || /^preprint$/i.test(status)) return "preprint";
  const named = genre.trim().toLowerCase();
  const ofGenre = Object.entries(CSL_TYPE_OF).find(([, kind]) => kind.genre?.toLowerCase() === named)?.[0];
  if (named && ofGenre) return ofGenre as PublicationType;
  if (type === "document" && PUBLICATION_TYPE_OF_CSL[named]) return PUBLICATION_TYPE_OF_CSL[named];
  if (type === "speech" && /poster/i.test(genre)) return "poster";
  if (type === "report" && /technical/i.test(genre)) return "technical report";
  return PUBLICATION_TYPE_OF_CSL[type] ?? "other";
}
