// The one HTTP client: calls an endpoint by its contract declaration, with bearer tokens, transparent refresh and
// typed errors. Method, path and answer schema all come from the declaration; nothing here names an endpoint.
import type { Endpoint, EndpointAnswer, MultipartForm, TokenPair } from "@scholarly/contract";
import type { z } from "zod";
import { clearSession, getSession, saveSession } from "../auth/session";

/** A failed call. `message` is the server's detail, message or error, else the caller's fallback. */
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

/** A success answer the endpoint's declaration does not allow: the server and the contract disagree. */
export class ContractMismatchError extends Error {
  constructor(
    readonly endpoint: Endpoint,
    readonly status: number,
    detail: string,
  ) {
    super(`${endpoint.method} ${endpoint.path} answered ${status} against its contract: ${detail}`);
    this.name = "ContractMismatchError";
  }
}

export const NETWORK_ERROR = "Network error. Please try again later.";

/** The query an endpoint accepts, as its schema takes it in (numbers may go as numbers). */
export type EndpointQueryInput<E extends Endpoint> =
  NonNullable<E["query"]> extends z.ZodType ? z.input<NonNullable<E["query"]>> : never;

/** The body an endpoint accepts: its JSON body as the schema takes it in, or the multipart form it declares. */
export type EndpointBodyInput<E extends Endpoint> = E["body"] extends z.ZodType
  ? z.input<E["body"]>
  : E["multipart"] extends MultipartForm
    ? FormData
    : never;

export interface CallOptions<E extends Endpoint> {
  query?: EndpointQueryInput<E>;
  /** A plain object goes as JSON; FormData (see `multipartBody`) as multipart. */
  body?: EndpointBodyInput<E>;
  signal?: AbortSignal;
  /** Message when the server gives none. */
  fallbackError?: string;
}

/**
 * Answers are parsed with the endpoint's schema in development and tests, so a server drifting from the contract
 * fails loudly where it is noticed; the production build trusts the server and skips the cost (this folds to false).
 */
const PARSE_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === "test";

export function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== "object") return undefined;
  const { detail, message, error } = body as Record<string, unknown>;
  for (const value of [detail, message, error]) if (typeof value === "string" && value) return value;
  return undefined;
}

const sendsToken = (endpoint: Endpoint) => endpoint.auth !== "anonymous";

export function authorizationHeader(endpoint: Endpoint): Record<string, string> {
  const session = sendsToken(endpoint) ? getSession() : null;
  return session ? { Authorization: `Bearer ${session.accessToken}` } : {};
}

export function endpointUrl(endpoint: Endpoint, query?: unknown): string {
  if (!query || typeof query !== "object") return endpoint.path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  const text = params.toString();
  return text ? `${endpoint.path}?${text}` : endpoint.path;
}

async function send<E extends Endpoint>(endpoint: E, options: CallOptions<E>): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json", ...authorizationHeader(endpoint) };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  return fetch(endpointUrl(endpoint, options.query), {
    method: endpoint.method,
    headers,
    body,
    signal: options.signal,
  });
}

let refreshing: Promise<boolean> | null = null;

/** Trades the refresh token for a new pair once, however many calls are waiting on it. */
export function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const session = getSession();
    if (!session) return false;
    try {
      // Loaded on demand: the client sits in every page's first download, the declarations in the schema chunk.
      const { accountEndpoints } = await import("@scholarly/contract");
      const endpoint = accountEndpoints.refreshToken;
      const response = await send(endpoint, { body: { refresh_token: session.refreshToken } });
      if (!response.ok) return false;
      const tokens: TokenPair = readAnswer(endpoint, response.status, await response.text());
      saveSession(tokens);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Whether a 401 is worth one refresh and retry: the call carried a token that may just have expired. */
export function mayRefresh(endpoint: Endpoint, status: number): boolean {
  return status === 401 && sendsToken(endpoint) && getSession() !== null;
}

async function sendRefreshingOnce<E extends Endpoint>(endpoint: E, options: CallOptions<E>): Promise<Response> {
  const response = await send(endpoint, options);
  if (!mayRefresh(endpoint, response.status)) return response;
  if (await refreshTokens()) return send(endpoint, options);
  clearSession();
  return response;
}

/** Calls an endpoint as its contract declares it and answers its success body, or throws the ApiError to show. */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<EndpointAnswer<E>> {
  let response: Response;
  try {
    response = await sendRefreshingOnce(endpoint, options);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(NETWORK_ERROR, 0, null);
  }
  return readAnswer(endpoint, response.status, await response.text(), options.fallbackError);
}

/** Turns a status and body text into the endpoint's answer, or throws the ApiError a caller can show. */
export function readAnswer<E extends Endpoint>(
  endpoint: E,
  status: number,
  text: string,
  fallbackError?: string,
): EndpointAnswer<E> {
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ApiError("Unexpected response from server", status, text);
    }
  }
  if (status < 200 || status >= 300) {
    throw new ApiError(serverMessage(parsed) ?? fallbackError ?? "Something went wrong", status, parsed);
  }
  if (!PARSE_ANSWERS) return parsed as EndpointAnswer<E>;
  const schema = endpoint.responses[status];
  if (!schema) throw new ContractMismatchError(endpoint, status, "the declaration lists no such status");
  const checked = schema.safeParse(parsed);
  if (!checked.success) throw new ContractMismatchError(endpoint, status, checked.error.message);
  return checked.data as EndpointAnswer<E>;
}
