// Reads publications from what a member pasted, or from their ORCID record, into CSL items. Nothing is saved.
import { IMPORT_MESSAGES } from "@scholarly/contract";
import type { ImportSources } from "../../config.js";
import { badRequest, notFound } from "../../http/http-error.js";
import type { CslItem } from "../csl/csl-item.js";
import { recogniseText } from "./recognise-text.js";
import { readReferenceFile } from "./reference-files.js";
import { arxivPreprint } from "./sources/arxiv.js";
import { crossrefWork } from "./sources/crossref.js";
import { dataciteRecord } from "./sources/datacite.js";
import { orcidWorks } from "./sources/orcid.js";
import type { SourceClient } from "./sources/source-client.js";

export interface ImportDeps {
  client: SourceClient;
  sources: ImportSources;
}

/** Crossref first; DataCite only when Crossref answers that it does not know the DOI (not when it fails). */
async function recordOfDoi({ client, sources }: ImportDeps, doi: string): Promise<CslItem> {
  const record =
    (await crossrefWork(client, sources.crossref, doi)) ?? (await dataciteRecord(client, sources.datacite, doi));
  if (!record) throw notFound(`No record found for DOI ${doi}.`);
  return record;
}

export async function itemsFromText(deps: ImportDeps, text: string): Promise<CslItem[]> {
  const pasted = recogniseText(text);
  switch (pasted?.kind) {
    case "doi":
      return [await recordOfDoi(deps, pasted.doi)];
    case "arxiv": {
      const preprint = await arxivPreprint(deps.client, deps.sources.arxiv, pasted.id);
      if (!preprint) throw notFound(`No record found for arXiv id ${pasted.id}.`);
      return [preprint];
    }
    case "bibtex":
    case "ris":
      return readReferenceFile(pasted.text, pasted.kind, IMPORT_MESSAGES.unrecognised);
    case undefined:
      throw badRequest(IMPORT_MESSAGES.unrecognised);
  }
}

export async function itemsFromOrcid({ client, sources }: ImportDeps, orcid: string): Promise<CslItem[]> {
  const works = await orcidWorks(client, sources.orcid, orcid);
  if (!works) throw notFound(`No ORCID record found for ${orcid}.`);
  return works;
}
