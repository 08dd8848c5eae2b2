// Reads publications from what a member pasted, or from their ORCID record, into CSL items. Nothing is saved.
import { IMPORT_MESSAGES } from "@scholarly/contract";
import type { ImportSources } from "../../config.js";
import { badRequest, notFound } from "../../http/http-error.js";
import type { CslItem } from "../csl/csl-item.js";
import { recogniseText } from "./recognise-text.js";
import { REFERENCE_LIMITS } from "./reference-limits.js";
import type { RejectedEntry } from "./reference-reading.js";
import type { ReferenceReader } from "./reference-thread.js";
import { arxivPreprint } from "./sources/arxiv.js";
import { crossrefWork } from "./sources/crossref.js";
import { dataciteRecord } from "./sources/datacite.js";
import { orcidWorks } from "./sources/orcid.js";
import type { SourceClient } from "./sources/source-client.js";

export interface ImportDeps {
  client: SourceClient;
  sources: ImportSources;
  references: ReferenceReader;
}

/** What an import read: the publications, and the entries of a pasted file that were refused, with why. */
export interface ImportedItems {
  items: CslItem[];
  rejected: RejectedEntry[];
}

/** Crossref first; DataCite only when Crossref answers that it does not know the DOI (not when it fails). */
async function recordOfDoi({ client, sources }: ImportDeps, doi: string): Promise<CslItem> {
  const record =
    (await crossrefWork(client, sources.crossref, doi)) ?? (await dataciteRecord(client, sources.datacite, doi));
  if (!record) throw notFound(`No record found for DOI ${doi}.`);
  return record;
}

/** Pasted CSL-JSON, BibTeX or RIS: the entries that could be read, or 400 when none could, each refusal named. */
async function itemsOfReferences(reader: ReferenceReader, text: string): Promise<ImportedItems> {
  const reading = await reader.read(text);
  switch (reading.outcome) {
    case "unrecognised":
      throw badRequest(IMPORT_MESSAGES.unrecognised);
    case "unreadable":
      throw badRequest(reading.message);
    case "too many entries":
      throw badRequest(IMPORT_MESSAGES.tooManyEntries(reading.count, REFERENCE_LIMITS.entries));
    case "read": {
      const [first] = reading.rejected;
      if (reading.items.length > 0) return reading;
      if (!first) throw badRequest(IMPORT_MESSAGES.unrecognised);
      throw badRequest(
        IMPORT_MESSAGES.noEntryImported(first, reading.rejected.length),
        Object.fromEntries(reading.rejected.map(({ key, message }) => [key, message])),
      );
    }
  }
}

export async function itemsFromText(deps: ImportDeps, text: string): Promise<ImportedItems> {
  const pasted = recogniseText(text);
  switch (pasted.kind) {
    case "doi":
      return { items: [await recordOfDoi(deps, pasted.doi)], rejected: [] };
    case "arxiv": {
      const preprint = await arxivPreprint(deps.client, deps.sources.arxiv, pasted.id);
      if (!preprint) throw notFound(`No record found for arXiv id ${pasted.id}.`);
      return { items: [preprint], rejected: [] };
    }
    case "references":
      return itemsOfReferences(deps.references, pasted.text);
  }
}

export async function itemsFromOrcid({ client, sources }: ImportDeps, orcid: string): Promise<ImportedItems> {
  const works = await orcidWorks(client, sources.orcid, orcid);
  if (!works) throw notFound(`No ORCID record found for ${orcid}.`);
  return { items: works, rejected: [] };
}
