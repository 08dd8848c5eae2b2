// The OpenAIRE guidelines' vocabularies for oai_dc (info:eu-repo/semantics/…): the kind of publication and
// who may read its full text, so BASE, CORE and OpenAIRE know what they harvest and whether they may fetch it.
import type { PublicationType } from "@scholarly/contract";

const EU_REPO = "info:eu-repo/semantics/";

const EU_REPO_TYPE_OF: Record<PublicationType, string> = {
  journal: "article",
  article: "article",
  research: "article",
  "experiment findings": "article",
  method: "article",
  "negative results": "article",
  preprint: "preprint",
  conference: "conferenceObject",
  "conference paper": "conferenceObject",
  poster: "conferenceObject",
  presentation: "lecture",
  book: "book",
  chapter: "bookPart",
  // Our theses are cited as PhD theses (BibTeX @phdthesis), so they are doctoral here too.
  thesis: "doctoralThesis",
  report: "report",
  "technical report": "report",
  patent: "patent",
  "research proposal": "researchProposal",
  // The literature vocabulary has no data set, software or cover page.
  data: "other",
  "raw data": "other",
  code: "other",
  "cover page": "other",
  other: "other",
};

export const euRepoType = (publicationType: string) =>
  `${EU_REPO}${EU_REPO_TYPE_OF[publicationType as PublicationType] ?? "other"}`;

/** openAccess with a public document, restrictedAccess when only the authors hold it (others may ask). */
export const accessRights = (hasPublicDocument: boolean, hasDocument: boolean) =>
  `${EU_REPO}${hasPublicDocument ? "openAccess" : hasDocument ? "restrictedAccess" : "closedAccess"}`;
