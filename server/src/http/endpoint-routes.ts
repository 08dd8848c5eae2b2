// Registers the contract's endpoints: path, method, auth, validation, OpenAPI and the success status all come
// from the declaration; a domain adds only the handler.
import type { RateLimitOptions } from "@fastify/rate-limit";
import {
  type Endpoint,
  type EndpointBody,
  type EndpointFields,
  type EndpointParams,
  type EndpointQuery,
  type EndpointReply,
  type MultipartForm,
  successStatus,
} from "@scholarly/contract";
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { App, AppContext } from "../app-context.js";
import type { SignedInUser } from "./authenticate.js";
import type { FormFields } from "./uploads/multipart-form.js";
import { keepFilesIf, receiveForm } from "./uploads/multipart-form.js";
import type { StoredUpload } from "./uploads/receive-upload.js";

type UserOf<E extends Endpoint> = E["auth"] extends "bearer" | "bearer-unverified"
  ? SignedInUser
  : E["auth"] extends "optional"
    ? SignedInUser | undefined
    : undefined;

type FileNames<E extends Endpoint> = E["multipart"] extends MultipartForm
  ? keyof E["multipart"]["files"] & string
  : never;

export interface ReceivedEndpointForm<E extends Endpoint> {
  /** The text fields, parsed by the endpoint's schema. */
  fields: EndpointFields<E>;
  /** The files that were sent, already stored and checked. */
  files: Partial<Record<FileNames<E>, StoredUpload>>;
  /** The text fields exactly as sent, to tell "left out" from "sent empty" in partial updates. */
  sent: FormFields;
}

export interface RouteInput<E extends Endpoint> {
  request: FastifyRequest;
  reply: FastifyReply;
  user: UserOf<E>;
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  /**
   * Receives the multipart (or JSON) form, stores its files, parses its fields, and runs `work` with them;
   * when anything fails, the stored files are removed so no orphan remains.
   */
  withForm<T>(work: (form: ReceivedEndpointForm<E>) => Promise<T>): Promise<T>;
}

export type RouteHandler<E extends Endpoint> = (input: RouteInput<E>) => Promise<EndpointReply<E> | FastifyReply>;

export interface RouteOptions {
  rateLimit?: RateLimitOptions;
  /** A JSON body this route accepts, in bytes, above the app's default. */
  bodyLimit?: number;
}

export type RegisterRoute = <E extends Endpoint>(endpoint: E, handler: RouteHandler<E>, options?: RouteOptions) => void;

/** Each domain exports one of these; app.ts hands it the registrar and the shared services. */
export type DomainRoutes = (route: RegisterRoute, context: AppContext) => void;

function guardFor(endpoint: Endpoint, context: AppContext): preHandlerAsyncHookHandler | undefined {
  switch (endpoint.auth) {
    case "bearer":
      return context.auth.verified;
    case "bearer-unverified":
      return context.auth.anyAccount;
    case "optional":
      return context.auth.optional;
    case "anonymous":
      return undefined;
  }
}

/** The answers Fastify validates and serializes as JSON: all of them, less the success answers of a non-JSON endpoint. */
function serializedResponses(endpoint: Endpoint): Endpoint["responses"] {
  if (!endpoint.produces) return endpoint.responses;
  return Object.fromEntries(Object.entries(endpoint.responses).filter(([status]) => Number(status) >= 300));
}

/** Answers the registrar, and records which endpoints were registered so none can be forgotten. */
export function endpointRegistrar(app: App, context: AppContext) {
  const registered = new Set<Endpoint>();
  const formDeps = { storage: context.storage, limits: context.config.uploadLimits };

  const route: RegisterRoute = (endpoint, handler, options = {}) => {
    registered.add(endpoint);
    const guard = guardFor(endpoint, context);
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      ...(guard && { preHandler: guard }),
      ...(options.bodyLimit && { bodyLimit: options.bodyLimit }),
      config: { endpoint, ...(options.rateLimit && { rateLimit: options.rateLimit }) },
      schema: {
        tags: [endpoint.tag],
        summary: endpoint.summary,
        ...(endpoint.auth !== "anonymous" && { security: [{ bearer: [] }] }),
        ...(endpoint.params && { params: endpoint.params }),
        ...(endpoint.query && { querystring: endpoint.query }),
        ...(endpoint.body && { body: endpoint.body }),
        ...(endpoint.multipart && { consumes: ["multipart/form-data", "application/json"] }),
        response: serializedResponses(endpoint),
        ...(endpoint.produces && { produces: [...endpoint.produces] }),
      },
      handler: async (request, reply) => {
        reply.status(successStatus(endpoint));
        const multipart = endpoint.multipart;
        return handler({
          request,
          reply,
          user: request.signedInUser as never,
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
          async withForm(work) {
            if (!multipart) throw new Error(`${endpoint.method} ${endpoint.path} declares no form.`);
            const form = await receiveForm(request, formDeps, multipart.files);
            return keepFilesIf(form, () =>
              work({ fields: multipart.fields.parse(form.fields) as never, files: form.files, sent: form.fields }),
            );
          },
        });
      },
    });
  };

  /** Fails at start when a declared endpoint has no handler. */
  function assertAllRegistered(declared: readonly Endpoint[]): void {
    const missing = declared.filter((endpoint) => !registered.has(endpoint));
    if (missing.length > 0) {
      const names = missing.map((endpoint) => `${endpoint.method} ${endpoint.path}`).join(", ");
      throw new Error(`Declared endpoints without a route: ${names}`);
    }
  }

  return { route, assertAllRegistered };
}
