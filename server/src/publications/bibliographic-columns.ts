// The citation fields of the publish and edit forms as the columns they set: only what was sent, an
// emptied field cleared.
import type { createPublicationFields } from "@scholarly/contract";
import { BIBLIOGRAPHIC_MESSAGES } from "@scholarly/contract";
import type { z } from "zod";
import { badRequest } from "../http/http-error.js";
import type { PublicationStore } from "./publication-store.js";

type SentFields = Partial<z.output<typeof createPublicationFields>>;

const cleared = (value: string | undefined) => (value === undefined ? undefined : value || null);

export function bibliographicColumns(sent: SentFields) {
  return {
    doi: cleared(sent.doi),
    journal: cleared(sent.journal),
    volume: cleared(sent.volume),
    issue: cleared(sent.issue),
    pages: cleared(sent.pages),
    publisher: cleared(sent.publisher),
    isbn: cleared(sent.isbn),
    url: cleared(sent.url),
    keywords: sent.keywords,
    authors_et_al: sent.et_al,
    license: cleared(sent.license),
  };
}

/** A DOI names one work: the member may not give it to two of their publications. */
export async function refuseDuplicateDoi(
  publications: PublicationStore,
  userId: number,
  doi: string | null | undefined,
  exceptId?: number,
): Promise<void> {
  if (doi && (await publications.doiTaken(userId, doi, exceptId))) {
    throw badRequest(BIBLIOGRAPHIC_MESSAGES.duplicateDoi, { doi: BIBLIOGRAPHIC_MESSAGES.duplicateDoi });
  }
}
