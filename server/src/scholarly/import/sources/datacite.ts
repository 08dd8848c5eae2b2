// DataCite's REST API (GET /dois/{doi}): the registration agency of most dataset, software and repository
// DOIs (Zenodo, Dryad, arXiv's own). Asked only when Crossref does not know a DOI.
import type { CslItem, CslName } from "../../csl/csl-item.js";
import { doiPath } from "../../doi.js";
import type { SourceClient } from "./source-client.js";

interface DataciteCreator {
  name?: string;
  nameType?: "Personal" | "Organizational";
  givenName?: string;
  familyName?: string;
  nameIdentifiers?: { nameIdentifier?: string; nameIdentifierScheme?: string }[];
}

export interface DataciteAttributes {
  doi: string;
  url?: string;
  titles?: { title: string; titleType?: string }[];
  creators?: DataciteCreator[];
  /** A name; an object when asked with `?publisher=true`. */
  publisher?: string | { name?: string };
  publicationYear?: number | string;
  dates?: { date: string; dateType?: string }[];
  types?: { resourceTypeGeneral?: string; citeproc?: string };
  descriptions?: { description?: string; descriptionType?: string }[];
  subjects?: { subject: string }[];
  container?: { title?: string; volume?: string; issue?: string; firstPage?: string; lastPage?: string };
}

/** DataCite resourceTypeGeneral values as CSL types; others fall back to DataCite's own citeproc type. */
const CSL_TYPES: Record<string, string> = {
  JournalArticle: "article-journal",
  ConferencePaper: "paper-conference",
  ConferenceProceeding: "book",
  Preprint: "article",
  Dissertation: "thesis",
  BookChapter: "chapter",
  Book: "book",
  Dataset: "dataset",
  Software: "software",
  ComputationalNotebook: "software",
  Report: "report",
};

function creator(person: DataciteCreator): CslName {
  if (person.nameType === "Organizational" || !person.familyName) return { literal: person.name ?? "" };
  const orcid = person.nameIdentifiers?.find((id) => id.nameIdentifierScheme === "ORCID")?.nameIdentifier;
  return {
    family: person.familyName,
    ...(person.givenName && { given: person.givenName }),
    ...(orcid && { ORCID: orcid }),
  };
}

function issued(attributes: DataciteAttributes): CslItem["issued"] {
  const date = attributes.dates?.find((candidate) => candidate.dateType === "Issued")?.date;
  if (date) return { raw: date };
  return attributes.publicationYear ? { "date-parts": [[Number(attributes.publicationYear)]] } : undefined;
}

export function dataciteCsl(attributes: DataciteAttributes): CslItem {
  const title = attributes.titles?.find((candidate) => !candidate.titleType) ?? attributes.titles?.[0];
  const generalType = attributes.types?.resourceTypeGeneral ?? "";
  const container = attributes.container;
  const pages = [container?.firstPage, container?.lastPage].filter(Boolean).join("-");
  const publisher = typeof attributes.publisher === "string" ? attributes.publisher : attributes.publisher?.name;
  const abstract = attributes.descriptions?.find((description) => description.descriptionType === "Abstract");
  return {
    id: attributes.doi,
    type: CSL_TYPES[generalType] ?? attributes.types?.citeproc ?? "document",
    ...(generalType === "Preprint" && { genre: "Preprint" }),
    title: title?.title ?? "",
    author: (attributes.creators ?? []).map(creator),
    ...(issued(attributes) && { issued: issued(attributes) }),
    DOI: attributes.doi,
    ...(attributes.url && { URL: attributes.url }),
    ...(abstract?.description && { abstract: abstract.description }),
    ...(container?.title && { "container-title": container.title }),
    ...(container?.volume && { volume: container.volume }),
    ...(container?.issue && { issue: container.issue }),
    ...(pages && { page: pages }),
    ...(publisher && { publisher }),
    ...(attributes.subjects?.length && { keyword: attributes.subjects.map((subject) => subject.subject).join(", ") }),
  };
}

/** The record registered under a DOI, or undefined when DataCite does not know the DOI. */
export async function dataciteRecord(client: SourceClient, baseUrl: string, doi: string): Promise<CslItem | undefined> {
  const answer = await client.json<{ data: { attributes: DataciteAttributes } }>(
    "DataCite",
    `${baseUrl}/dois/${doiPath(doi)}`,
  );
  return answer && dataciteCsl(answer.data.attributes);
}
