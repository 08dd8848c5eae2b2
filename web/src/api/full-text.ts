// Full-text requests: asking the authors for a private publication's full text, their answer, and saving a sent file.
import { fullTextEndpoints } from "@scholarly/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, authorizationHeader, callEndpoint, mayRefresh, NETWORK_ERROR, refreshTokens } from "./client";
import { invalidate, queryKeys } from "./query-keys";

export function useRequestFullText() {
  return useMutation({
    mutationFn: (request: { id: number; message?: string }) =>
      callEndpoint(fullTextEndpoints.request, { body: request, fallbackError: "Could not send your request." }),
  });
}

export function useAnswerFullTextRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: { id: number; decision: "send" | "decline" }) =>
      callEndpoint(fullTextEndpoints.answer, { body: answer, fallbackError: "Could not answer the request." }),
    onSettled: () => invalidate(queryClient, [queryKeys.notifications()]),
  });
}

/** Withdraws a sent full text: the requester's link stops working. */
export function useRevokeFullText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { id: number }) =>
      callEndpoint(fullTextEndpoints.revoke, { body: request, fallbackError: "Could not revoke the link." }),
    onSettled: () => invalidate(queryClient, [queryKeys.notifications()]),
  });
}

async function fetchWithToken(link: string): Promise<Response> {
  const send = () => fetch(link, { headers: authorizationHeader(fullTextEndpoints.file) });
  const response = await send();
  if (mayRefresh(fullTextEndpoints.file, response.status) && (await refreshTokens())) return send();
  return response;
}

/** The file name the server gives in Content-Disposition (the exact RFC 5987 one first), or a plain one. */
function fileNameOf(response: Response): string {
  const header = response.headers.get("Content-Disposition") ?? "";
  const exact = header.match(/filename\*=UTF-8''([^;\s]+)/i)?.[1];
  if (exact) {
    try {
      return decodeURIComponent(exact);
    } catch {
      // A malformed escape: the ASCII name below will do.
    }
  }
  return header.match(/filename="([^"]+)"/)?.[1] ?? "full-text.pdf";
}

/** Fetches a sent full text with the member's own token (the link works for no one else) and saves it. */
export async function saveFullText(link: string): Promise<void> {
  let response: Response;
  try {
    response = await fetchWithToken(link);
  } catch {
    throw new ApiError(NETWORK_ERROR, 0, null);
  }
  if (!response.ok) {
    throw new ApiError("This link is not valid or has expired.", response.status, null);
  }
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = fileNameOf(response);
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has taken the file by the next tick; the object URL is not needed after.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
