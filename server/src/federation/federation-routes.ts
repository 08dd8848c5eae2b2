// Hands ActivityPub's requests to Fedify when FEDERATION=on: WebFinger, NodeInfo, actors with their collections
// and inboxes under /ap/, works' objects, and a member's profile page or a post's page asked for as ActivityStreams
// (content negotiation, page-objects.ts); sends works to followers (outbox-delivery.ts); and
// starts Fedify's queue (also in WORKER=only processes, which build the app without listening). Off, none exist.
import type { Federation } from "@fedify/fedify";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { App, AppContext } from "../app-context.js";
import { workActorWithdrawals } from "./actor-withdrawal.js";
import { workFollowAnswers } from "./follow-answers.js";
import { inboxDefences } from "./inbox-defences.js";
import { deliverWorks } from "./outbox-delivery.js";
import { objectPathOfPage } from "./page-objects.js";
import { siteFederation } from "./site-federation.js";

const FEDIFY_PATHS = ["/.well-known/webfinger", "/.well-known/nodeinfo", "/nodeinfo/2.1", "/ap/*"];
/** The largest activity an inbox takes; Mastodon's own limit is about 1 MB, most activities a few kB. */
const INBOX_BODY_LIMIT = 1024 * 1024;
/** The types a fediverse server asks an actor for; browsers ask for HTML and get the web page. */
const ACTIVITY_TYPES = /application\/(activity\+json|ld\+json)/;

/** Fastify's request as the fetch API's, for `path` on the origin it came to; a POST's body as it came (text). */
function fetchRequest(request: FastifyRequest, path: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const body = typeof request.body === "string" ? request.body : undefined;
  return new Request(new URL(path, `${request.protocol}://${request.host}`), {
    method: request.method,
    headers,
    body,
  });
}

async function sendResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    reply.header(name, value);
  });
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

export function registerFederationRoutes(app: App, context: AppContext): void {
  const settings = context.config.federation;
  const federation = siteFederation(context);
  if (!settings || !federation) return;
  const queue = new AbortController();
  federation.startQueue(undefined, { signal: queue.signal }).catch((error: unknown) => {
    app.log.error({ err: error }, "the federation queue stopped");
  });
  context.onClose(async () => queue.abort());
  workActorWithdrawals(context, federation, settings.origin);
  deliverWorks(context, federation, settings.origin, app.log);
  workFollowAnswers(context, federation, settings.origin);

  for (const url of FEDIFY_PATHS) {
    app.route({
      method: "GET",
      url,
      schema: { hide: true },
      handler: (request, reply) => answer(federation, request, reply, request.url),
    });
  }

  // Activities are posted as application/activity+json or ld+json and signed over their exact bytes (Digest):
  // Fedify reads them as text, so this scope keeps every body unparsed.
  app.register(async (inbox) => {
    inbox.removeAllContentTypeParsers();
    inbox.addContentTypeParser("*", { parseAs: "string", bodyLimit: INBOX_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    inbox.route({
      method: "POST",
      url: "/ap/*",
      schema: { hide: true },
      ...inboxDefences(settings),
      handler: (request, reply) => answer(federation, request, reply, request.url),
    });
  });

  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const objectPath = objectPathOfPage(request.url);
    if (objectPath === undefined) return;
    reply.header("Vary", "Accept");
    if (ACTIVITY_TYPES.test(request.headers.accept ?? "")) {
      await answer(federation, request, reply, objectPath, { passOn: true });
    }
  });
}

/**
 * Fedify's answer to the request for `path`. What it does not serve goes on to our not-found handler, or, with
 * `passOn` (the profile page), on to the web page.
 */
async function answer(
  federation: Federation<void>,
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  { passOn = false } = {},
): Promise<FastifyReply | undefined> {
  const notServed = new Response(null, { status: 404 });
  const response = await federation.fetch(fetchRequest(request, path), {
    contextData: undefined,
    onNotFound: () => notServed,
    ...(passOn && { onNotAcceptable: () => notServed }),
  });
  if (response !== notServed) return sendResponse(reply, response);
  if (passOn) return undefined;
  reply.callNotFound();
  return reply;
}
