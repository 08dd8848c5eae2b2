// What the Add Article chooser offers (spec 2.9): direct types and two sub-lists whose type is the lowercased title.
export interface DirectChoice {
  title: string;
  hint?: string;
  type: string;
}

export interface SubListChoice {
  title: string;
  hint?: string;
  subList: readonly string[];
}

export type ArticleChoice = DirectChoice | SubListChoice;

const PUBLISHED_RESEARCH = [
  "Article",
  "Book",
  "Chapter",
  "Code",
  "Journal",
  "Conference",
  "Cover Page",
  "Data",
  "Experiment Findings",
  "Method",
  "Negative Results",
  "Patent",
  "Poster",
  "Preprint",
  "Presentation",
  "Raw Data",
  "Research Proposal",
  "Report",
  "Thesis",
] as const;

const OTHER_RESEARCH = [
  "Code",
  "Cover Page",
  "Experiment Findings",
  "Method",
  "Negative Results",
  "Raw Data",
  "Research Proposal",
  "Thesis",
  "Journal",
] as const;

export const ARTICLE_CHOICES: readonly ArticleChoice[] = [
  { title: "Published research", subList: PUBLISHED_RESEARCH },
  { title: "Preprint", hint: "Draft or paper before peer review", type: "preprint" },
  { title: "Conference Paper", type: "conference" },
  { title: "Presentation", type: "presentation" },
  { title: "Poster", hint: "Conference poster", type: "poster" },
  { title: "Data", hint: "Table, image, sequence, etc.", type: "data" },
  { title: "Other", hint: "Methods, proposal, code, etc.", subList: OTHER_RESEARCH },
];

export function uploadResearchPath(type: string): string {
  return `/upload-research?type=${encodeURIComponent(type.toLowerCase())}`;
}
