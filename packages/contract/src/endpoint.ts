// How an API endpoint is declared: once, here in the contract, and read by the server (routes, validation,
// OpenAPI) and the web client (path, method, answer parsing) alike.
import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * `anonymous`: no token needed; `bearer`: a valid token of a verified account; `bearer-unverified`: a valid
 * token, the e-mail may still be unverified (OTP, account deletion); `optional`: read with or without a token.
 */
export type EndpointAuth = "anonymous" | "bearer" | "bearer-unverified" | "optional";

/** What a file field accepts; the server maps each kind to its size limit and content check. */
export type UploadKind = "image" | "document" | "cv" | "code" | "video";

export interface FileField {
  kind: UploadKind;
  /** How messages name the field, e.g. "The profile picture". */
  label: string;
}

/** A multipart form: its text fields (validated by `fields`) and its file fields. JSON bodies are accepted too. */
export interface MultipartForm {
  fields: z.ZodType;
  files: Record<string, FileField>;
}

export interface Endpoint {
  method: HttpMethod;
  /** The full path, with its trailing slash. */
  path: string;
  auth: EndpointAuth;
  summary: string;
  /** The OpenAPI tag. */
  tag: string;
  /** Parameters named in the path (`/feeds/:profileId.atom`), for the few paths that are not the API's. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  multipart?: MultipartForm;
  /** Every answer the endpoint sends, by status. Errors use the `errorResponse` envelope. */
  responses: Partial<Record<number, z.ZodType>>;
  /**
   * Content types of a success answer that is not JSON (XML, BibTeX, PDF, HTML): its schema then describes
   * the text for the documentation, and the body is sent as the handler gives it.
   */
  produces?: readonly string[];
}

/** Declares an endpoint, keeping its literal types so both sides infer bodies, queries and answers from it. */
export function endpoint<const E extends Endpoint>(declaration: E): E {
  return declaration;
}

type SuccessStatus = 200 | 201 | 202 | 204;

/** The parsed (output) type of every success answer of an endpoint. */
export type EndpointAnswer<E extends Endpoint> = {
  [S in keyof E["responses"]]: S extends SuccessStatus
    ? E["responses"][S] extends z.ZodType
      ? z.output<E["responses"][S]>
      : never
    : never;
}[keyof E["responses"]];

/** What a server handler may send for an endpoint (the input side of its success schemas). */
export type EndpointReply<E extends Endpoint> = {
  [S in keyof E["responses"]]: S extends SuccessStatus
    ? E["responses"][S] extends z.ZodType
      ? z.input<E["responses"][S]>
      : never
    : never;
}[keyof E["responses"]];

export type EndpointParams<E extends Endpoint> = E["params"] extends z.ZodType ? z.output<E["params"]> : undefined;
export type EndpointQuery<E extends Endpoint> = E["query"] extends z.ZodType ? z.output<E["query"]> : undefined;
export type EndpointBody<E extends Endpoint> = E["body"] extends z.ZodType ? z.output<E["body"]> : undefined;
export type EndpointFields<E extends Endpoint> = E["multipart"] extends MultipartForm
  ? z.output<E["multipart"]["fields"]>
  : undefined;

/** The status a handler's answer gets unless it sets another: the endpoint's first success status. */
export function successStatus(declaration: Endpoint): number {
  const statuses = Object.keys(declaration.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  return Math.min(...statuses);
}
