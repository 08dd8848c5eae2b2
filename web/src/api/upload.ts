// Sends a multipart form with upload progress (fetch cannot report it), refreshing an expired token once.
import type { z } from "zod";
import { ApiError, authorizationHeader, NETWORK_ERROR, readAnswer, refreshTokens } from "./client";

export interface UploadOptions<T> {
  method?: "POST" | "PATCH";
  form: FormData;
  /** Called with 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  schema?: z.ZodType<T>;
  fallbackError?: string;
}

function sendOnce(path: string, options: UploadOptions<unknown>): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(options.method ?? "POST", path);
    request.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(authorizationHeader())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => resolve({ status: request.status, text: request.responseText });
    request.onerror = () => reject(new ApiError(NETWORK_ERROR, 0, null));
    request.send(options.form);
  });
}

export async function apiUpload<T>(path: string, options: UploadOptions<T>): Promise<T> {
  let answer = await sendOnce(path, options);
  if (answer.status === 401 && (await refreshTokens())) answer = await sendOnce(path, options);
  return readAnswer(answer.status, answer.text, options);
}
