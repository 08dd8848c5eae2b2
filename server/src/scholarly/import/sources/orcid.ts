// The ORCID public API, v3.0: the works summary of a record (GET /{orcid}/works, one group per work with
// the preferred version first), then the full works in bulk (GET /{orcid}/works/{put-code,…}, at most 100
// at a time), since only those name the contributors and carry the abstract.
import type { CslItem, CslName } from "../../csl/csl-item.js";
import type { SourceClient } from "./source-client.js";

type Value = { value?: string } | null | undefined;

interface OrcidExternalId {
  "external-id-type"?: string;
  "external-id-value"?: string;
  "external-id-normalized"?: Value;
  "external-id-relationship"?: string;
}

interface OrcidWork {
  "put-code": number;
  title?: { title?: Value; subtitle?: Value } | null;
  "journal-title"?: Value;
  "short-description"?: string | null;
  type?: string;
  "publication-date"?: { year?: Value; month?: Value; day?: Value } | null;
  "external-ids"?: { "external-id"?: OrcidExternalId[] } | null;
  url?: Value;
  contributors?: {
    contributor?: { "contributor-orcid"?: { path?: string } | null; "credit-name"?: Value }[];
  } | null;
}

interface OrcidWorks {
  group?: { "work-summary"?: { "put-code": number }[] }[];
}

interface OrcidBulk {
  bulk?: ({ work?: OrcidWork } | { error?: unknown })[];
}

/** ORCID's largest bulk read. */
const BULK_SIZE = 100;

/** ORCID work types as CSL types; genre keeps a poster apart from a talk. */
const CSL_TYPES: Record<string, { type: string; genre?: string }> = {
  "journal-article": { type: "article-journal" },
  "magazine-article": { type: "article-magazine" },
  "newspaper-article": { type: "article-newspaper" },
  "conference-paper": { type: "paper-conference" },
  "conference-abstract": { type: "paper-conference" },
  "conference-poster": { type: "speech", genre: "Poster" },
  "lecture-speech": { type: "speech", genre: "Presentation" },
  book: { type: "book" },
  "edited-book": { type: "book" },
  "book-chapter": { type: "chapter" },
  dissertation: { type: "thesis" },
  "dissertation-thesis": { type: "thesis" },
  preprint: { type: "article", genre: "Preprint" },
  "working-paper": { type: "article", genre: "Preprint" },
  "data-set": { type: "dataset" },
  report: { type: "report" },
  software: { type: "software" },
  patent: { type: "patent" },
  "book-review": { type: "review-book" },
  review: { type: "review" },
};

const textOf = (value: Value) => value?.value?.trim() || undefined;

function selfDoi(work: OrcidWork): string | undefined {
  const id = work["external-ids"]?.["external-id"]?.find(
    (candidate) =>
      candidate["external-id-type"]?.toLowerCase() === "doi" &&
      (candidate["external-id-relationship"] ?? "self").toLowerCase() === "self",
  );
  return id && (textOf(id["external-id-normalized"]) ?? id["external-id-value"]?.trim());
}

function issued(work: OrcidWork): CslItem["issued"] {
  const date = work["publication-date"];
  const year = textOf(date?.year);
  if (!year) return undefined;
  const parts = [year, textOf(date?.month), textOf(date?.day)].filter((part) => part !== undefined).map(Number);
  return { "date-parts": [parts] };
}

function contributors(work: OrcidWork): CslName[] {
  return (work.contributors?.contributor ?? []).flatMap((contributor) => {
    const name = textOf(contributor["credit-name"]);
    const orcid = contributor["contributor-orcid"]?.path;
    return name ? [{ literal: name, ...(orcid && { ORCID: orcid }) }] : [];
  });
}

export function orcidWorkCsl(work: OrcidWork): CslItem {
  const kind = CSL_TYPES[work.type ?? ""] ?? { type: "document" };
  const [title = "", subtitle] = [textOf(work.title?.title), textOf(work.title?.subtitle)];
  const doi = selfDoi(work);
  const journal = textOf(work["journal-title"]);
  const url = textOf(work.url);
  return {
    id: String(work["put-code"]),
    ...kind,
    title: subtitle ? `${title}: ${subtitle}` : title,
    author: contributors(work),
    ...(issued(work) && { issued: issued(work) }),
    ...(doi && { DOI: doi }),
    ...(url && { URL: url }),
    ...(work["short-description"] && { abstract: work["short-description"] }),
    ...(journal && { "container-title": journal }),
  };
}

/** Every public work on the record, in the record's order; undefined when there is no such record. */
export async function orcidWorks(client: SourceClient, baseUrl: string, orcid: string): Promise<CslItem[] | undefined> {
  const summary = await client.json<OrcidWorks>("ORCID", `${baseUrl}/v3.0/${orcid}/works`);
  if (!summary) return undefined;
  const putCodes = (summary.group ?? []).flatMap((group) => group["work-summary"]?.[0]?.["put-code"] ?? []);
  const works: CslItem[] = [];
  for (let start = 0; start < putCodes.length; start += BULK_SIZE) {
    const codes = putCodes.slice(start, start + BULK_SIZE).join(",");
    const bulk = await client.json<OrcidBulk>("ORCID", `${baseUrl}/v3.0/${orcid}/works/${codes}`);
    for (const item of bulk?.bulk ?? []) {
      if ("work" in item && item.work) works.push(orcidWorkCsl(item.work));
    }
  }
  return works;
}
