// The one HTTP client: JSON or form bodies, bearer tokens, transparent refresh, typed errors.
import type { TokenPair } from "@scholarly/contract";
import type { z } from "zod";
import { clearSession, getSession, saveSession } from "../auth/session";

/** A failed call. `message` is the server's message, error or detail, else the caller's fallback. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** Field-level messages from the server, keyed by field name. */
  get fields(): Record<string, string> {
    const fields = (this.body as { fields?: Record<string, string> } | null)?.fields;
    return fields ?? {};
  }
}

export const NETWORK_ERROR = "Network error. Please try again later.";

export interface RequestOptions<T> {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /**
   * Parses the answer; without it the body is returned unchecked. A loader is called when the request starts, so a
   * page can leave the schema library out of its first download and fetch it alongside the request.
   */
  schema?: z.ZodType<T> | (() => Promise<z.ZodType<T>>);
  /** Message when the server gives none. */
  fallbackError?: string;
  /** Send the bearer token (default true when a session exists). */
  auth?: boolean;
  signal?: AbortSignal;
}

export function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== "object") return undefined;
  const { detail, message, error } = body as Record<string, unknown>;
  for (const value of [detail, message, error]) if (typeof value === "string" && value) return value;
  return undefined;
}

let refreshing: Promise<boolean> | null = null;

/** Trades the refresh token for a new pair once, however many calls are waiting on it. */
export function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const session = getSession();
    if (!session) return false;
    try {
      const response = await fetch("/user/token/refresh/", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ refresh_token: session.refreshToken }),
      });
      if (!response.ok) return false;
      const tokens = (await response.json()) as Partial<TokenPair>;
      if (typeof tokens.access_token !== "string" || typeof tokens.refresh_token !== "string") return false;
      saveSession({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function buildUrl(path: string, query?: RequestOptions<unknown>["query"]): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "") params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export function authorizationHeader(): Record<string, string> {
  const session = getSession();
  return session ? { Authorization: `Bearer ${session.accessToken}` } : {};
}

async function send(path: string, options: RequestOptions<unknown>): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    ...(options.auth === false ? {} : authorizationHeader()),
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  return fetch(buildUrl(path, options.query), {
    method: options.method ?? "GET",
    headers,
    body,
    signal: options.signal,
  });
}

async function sendRefreshingOnce(path: string, options: RequestOptions<unknown>): Promise<Response> {
  const response = await send(path, options);
  if (response.status !== 401 || options.auth === false || !getSession()) return response;
  if (await refreshTokens()) return send(path, options);
  clearSession();
  return response;
}

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { schema } = options;
  let response: Response;
  let answerSchema: z.ZodType<T> | undefined;
  try {
    [response, answerSchema] = await Promise.all([
      sendRefreshingOnce(path, options),
      typeof schema === "function" ? schema() : schema,
    ]);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(NETWORK_ERROR, 0, null);
  }
  return readAnswer(response.status, await response.text(), { ...options, schema: answerSchema });
}

/** Turns a status and body text into the parsed answer, or throws the ApiError a caller can show. */
export function readAnswer<T>(
  status: number,
  text: string,
  options: { schema?: z.ZodType<T>; fallbackError?: string },
): T {
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ApiError("Unexpected response from server", status, text);
    }
  }
  if (status < 200 || status >= 300) {
    throw new ApiError(serverMessage(parsed) ?? options.fallbackError ?? "Something went wrong", status, parsed);
  }
  return options.schema ? options.schema.parse(parsed) : (parsed as T);
}
