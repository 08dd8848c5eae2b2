// Calls a multipart endpoint with upload progress (fetch cannot report it), refreshing an expired token once.
import type { Endpoint, EndpointAnswer } from "@scholarly/contract";
import {
  ApiError,
  authorizationHeader,
  endpointUrl,
  mayRefresh,
  NETWORK_ERROR,
  readAnswer,
  refreshTokens,
} from "./client";

export interface UploadOptions {
  /** The multipart form, built with `multipartBody`. */
  body: FormData;
  /** Called with 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  fallbackError?: string;
  /** Aborting it cancels the upload, which then fails with UPLOAD_CANCELLED. */
  signal?: AbortSignal;
}

export const UPLOAD_CANCELLED = "Upload cancelled.";

/** What a form hands to an upload to follow it: progress as it goes out, and the signal that cancels it. */
export type UploadTracking = Pick<UploadOptions, "onProgress" | "signal">;

function sendOnce(endpoint: Endpoint, options: UploadOptions): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, endpointUrl(endpoint));
    request.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(authorizationHeader(endpoint))) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => resolve({ status: request.status, text: request.responseText });
    request.onerror = () => reject(new ApiError(NETWORK_ERROR, 0, null));
    request.onabort = () => reject(new ApiError(UPLOAD_CANCELLED, 0, null));
    if (options.signal?.aborted) return reject(new ApiError(UPLOAD_CANCELLED, 0, null));
    options.signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(options.body);
  });
}

export async function uploadWithProgress<E extends Endpoint>(
  endpoint: E,
  options: UploadOptions,
): Promise<EndpointAnswer<E>> {
  let answer = await sendOnce(endpoint, options);
  if (mayRefresh(endpoint, answer.status) && (await refreshTokens())) answer = await sendOnce(endpoint, options);
  return readAnswer(endpoint, answer.status, answer.text, options.fallbackError);
}
