// Citing a publication and importing drafts (the issue "Cite, import and be found").
import {
  type CitationFormat,
  citationEndpoints,
  type ImportRequest,
  type ImportResponse,
  importEndpoints,
} from "@scholarly/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ApiError, authorizationHeader, callEndpoint, endpointUrl, NETWORK_ERROR, serverMessage } from "./client";
import { queryKeys } from "./query-keys";

/** A citation answers text (BibTeX, RIS, a formatted reference), not JSON, so it is read as text. */
export async function fetchCitation(id: number, format: CitationFormat): Promise<string> {
  const { cite } = citationEndpoints;
  let response: Response;
  try {
    response = await fetch(endpointUrl(cite, { id, format }), { headers: authorizationHeader(cite) });
  } catch {
    throw new ApiError(NETWORK_ERROR, 0, null);
  }
  const text = await response.text();
  if (!response.ok) {
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // answered with the fallback below
    }
    throw new ApiError(serverMessage(body) ?? "The citation could not be loaded.", response.status, body);
  }
  return text;
}

export function useCitation(id: number, format: CitationFormat, enabled: boolean) {
  return useQuery({ queryKey: queryKeys.citation(id, format), queryFn: () => fetchCitation(id, format), enabled });
}

/** Where a citation (or a member's whole list) is saved as a file. */
export const citationDownloadUrl = (id: number, format: CitationFormat) =>
  endpointUrl(citationEndpoints.cite, { id, format, download: "1" });
export const exportAllUrl = (profileId: number) =>
  endpointUrl(citationEndpoints.exportAll, { user: profileId, format: "bibtex", download: "1" });

/** Drafts read from pasted text or an ORCID record, and the pasted entries refused; nothing is saved. */
export function useImportDrafts() {
  return useMutation({
    mutationFn: async (request: ImportRequest): Promise<ImportResponse> =>
      callEndpoint(importEndpoints.importDrafts, { body: request }),
  });
}
