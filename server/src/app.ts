// Builds the HTTP application: security headers, the API under /user/, media, docs, health and the SPA.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import { allEndpoints } from "@scholarly/contract";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { createTokenSigner } from "./accounts/tokens.js";
import { createAppCaches } from "./app-caches.js";
import type { App, AppContext, Clock } from "./app-context.js";
import { backgroundJobs } from "./background-jobs.js";
import type { Config } from "./config.js";
import { numberArrivals } from "./db/arrival-order.js";
import type { Db } from "./db/database.js";
import type { DomainEvents } from "./events/domain-events.js";
import { createLocalEvents } from "./events/local-events.js";
import { createRedisEvents } from "./events/redis-events.js";
import { registerFederationRoutes } from "./federation/federation-routes.js";
import { registerHealthRoutes } from "./health/health-routes.js";
import { createAuthenticator } from "./http/authenticate.js";
import { endpointRegistrar } from "./http/endpoint-routes.js";
import { registerErrorHandler, sendError } from "./http/error-handler.js";
import { registerMediaRoutes } from "./http/media-routes.js";
import { registerOpenApi } from "./http/openapi.js";
import { rewritePostDetailAlias } from "./http/post-detail-alias.js";
import { registerRateLimit } from "./http/rate-limit.js";
import { registerSecurityHeaders } from "./http/security-headers.js";
import { registerUnstorableInputCheck } from "./http/unstorable-input.js";
import type { JobQueue } from "./jobs/job-queue.js";
import type { Mailer } from "./mail/mailer.js";
import { type AppMetrics, createAppMetrics } from "./metrics/app-metrics.js";
import { registerMetricsRoute } from "./metrics/metrics-routes.js";
import { drainOnClose } from "./ops/request-draining.js";
import { documentStore } from "./posts/document-store.js";
import { privateMediaAccess } from "./posts/private-media-access.js";
import type { SharedRedis } from "./redis/redis-connection.js";
import { domainRoutes } from "./routes.js";
import { type LandingPage, type LandingPages, landingPages } from "./scholarly/landing/landing-pages.js";
import { mediaSigner } from "./signing/signed-media.js";
import { registerDownloadCounting } from "./stats/download-counting.js";
import { statsRecorder } from "./stats/stats-recorder.js";
import { statsStore } from "./stats/stats-store.js";
import type { Storage } from "./storage/storage.js";

export interface AppServices {
  config: Config;
  db: Db;
  storage: Storage;
  mailer: Mailer;
  /** Started when the app is ready, stopped (letting running jobs finish) when it closes. */
  jobs: JobQueue;
  /** Shared with the other instances: domain events and per-address limits go through it when given. */
  redis?: SharedRedis;
  /** Where writes announce changes; over `redis` when given, else in process, unless a transport is given here. */
  events?: DomainEvents;
  /** Given when something outside the app serves them too (main's METRICS_PORT server); made here otherwise. */
  metrics?: AppMetrics;
  /** What stats take as the time now; the system clock unless given. */
  clock?: Clock;
}

const JSON_BODY_LIMIT = 256 * 1024;
/** How long requests cut off at the shutdown deadline get to clean up (remove partial uploads) before the rest closes. */
const CUT_OFF_REQUESTS_GRACE_MS = 5_000;

export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    redact: ["req.headers.authorization", "req.headers.cookie"],
    serializers: {
      // Reset and unsubscribe links carry a token, signed links a signature; keep them out of the logs.
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        url: request.url.replace(/([?&](?:token|signature)=)[^&]*/g, "$1[redacted]"),
      }),
    },
  };
}

/** What the HTTP server is built with besides logging; per-address limits count `request.ip`, as this sets it. */
export function serverOptions(config: Pick<Config, "trustProxy">): FastifyServerOptions {
  const { trustProxy } = config;
  return {
    bodyLimit: JSON_BODY_LIMIT,
    // Fastify trusts nobody when given a bare hop count; the same trust, spelled as a function, it honours.
    trustProxy: typeof trustProxy === "number" ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    rewriteUrl: (request) => rewritePostDetailAlias(request.url ?? "/"),
  };
}

export async function buildApp(services: AppServices, logger: FastifyServerOptions["logger"] = false): Promise<App> {
  const app = Fastify({ logger, ...serverOptions(services.config) }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerUnstorableInputCheck(app);
  const handlers = drainOnClose(app);
  const metrics = services.metrics ?? createAppMetrics();
  metrics.observeRequests(app);

  registerSecurityHeaders(app);
  // The embedded database serves one statement at a time: earlier requests' first (db/arrival-order.ts).
  if (!services.config.databaseUrl) numberArrivals(app);
  await app.register(multipart, { throwFileSizeLimit: true });
  // Form posts arrive as their text; the one endpoint that takes them (OAI-PMH) reads it as URLSearchParams,
  // where repeated arguments stay visible.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) =>
    done(null, body),
  );
  await registerRateLimit(app, services.redis);
  await registerOpenApi(app);

  const events =
    services.events ?? (services.redis ? await createRedisEvents(services.redis, app.log) : createLocalEvents(app.log));
  const caches = createAppCaches(events);
  const tokens = createTokenSigner(services.config.jwtSecret, caches.verifiedTokens);
  const auth = createAuthenticator(services.db, tokens, caches.accounts);
  metrics.watchCaches({ ...caches }); // spread: an interface type has no index signature
  metrics.watchDatabase(services.db);
  const closeTasks: (() => Promise<void>)[] = [];
  const onClose = (task: () => Promise<void>) => {
    closeTasks.push(task);
  };
  const clock = services.clock ?? (() => new Date());
  const stats = statsRecorder({ store: statsStore(services.db), caches, events, clock, log: app.log });
  onClose(stats.close);
  const context: AppContext = { ...services, events, caches, tokens, auth, metrics, clock, stats, onClose };
  // Runs once the server has stopped and every connection has ended, finished or cut off.
  app.addHook("onClose", async () => {
    if (!(await handlers.settled(CUT_OFF_REQUESTS_GRACE_MS))) {
      app.log.warn({ running: handlers.count() }, "closing while requests are still running");
    }
    for (const task of closeTasks) {
      await task().catch((error: unknown) => app.log.error({ err: error }, "a task on close failed"));
    }
    await events.close();
  });
  for (const registerJobs of backgroundJobs) registerJobs(context, app.log);
  app.addHook("onReady", () => services.jobs.start());
  app.addHook("onClose", () => services.jobs.stop());

  registerHealthRoutes(app, { db: services.db, storage: services.storage, redis: services.redis });
  registerMetricsRoute(app, metrics, services.config.metrics);
  const privateDocuments = privateMediaAccess(documentStore(services.db), mediaSigner(services.config.jwtSecret));
  registerDownloadCounting(app, context);
  registerMediaRoutes(app, services.storage, privateDocuments);
  const registrar = endpointRegistrar(app, context);
  for (const routes of domainRoutes) routes(registrar.route, context);
  registrar.assertAllRegistered(allEndpoints);
  registerFederationRoutes(app, context);
  registerSpa(app, services.config.webDist, landingPages(services.db, services.config));
  return app;
}

/**
 * The web app's page with a landing page's metadata in its head, in place of the app's own title and
 * description, and its plain page in #root. Replacer functions, so a `$` in a value is taken as written.
 */
function withLanding(indexHtml: string, page: LandingPage): string {
  const { head, body } = page;
  if (head === null) return indexHtml;
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, "")
    .replace(/<meta name="description"[^>]*>/, "")
    .replace("</head>", () => `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body ?? ""}</div>`);
}

/**
 * Serves the built SPA: real files as they are, every other non-API path as index.html; a publication's
 * and a member's public page with their metadata written in (crawlers run no JavaScript).
 */
function registerSpa(app: App, webDist: string | undefined, landing: LandingPages): void {
  const index = webDist && path.join(webDist, "index.html");
  const hasSpa = index !== undefined && existsSync(index);
  const indexHtml = hasSpa ? readFileSync(index, "utf8") : "";
  if (hasSpa) {
    app.register(fastifyStatic, {
      root: webDist as string,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each file; browsers that accept one get it, nothing is compressed live.
      preCompressed: true,
      // Our own Cache-Control below, not send's default max-age=0.
      cacheControl: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    // Paths the server answers itself (API, media, probes, metrics, harvesting, feeds, ActivityPub) 404 rather
    // than fall through to the web page.
    const apiPath =
      /^\/(user|media|api|health|metrics|oai|feeds|sitemap\.xml|robots\.txt|ap|nodeinfo|\.well-known)(\/|$|\?)/.test(
        request.url,
      );
    if (hasSpa && !apiPath && (request.method === "GET" || request.method === "HEAD")) {
      const page = await landing(request);
      if (page) {
        return reply
          .code(page.status)
          .type("text/html; charset=utf-8")
          .header("Cache-Control", "no-cache")
          .send(withLanding(indexHtml, page));
      }
      return reply.header("Cache-Control", "no-cache").sendFile("index.html");
    }
    return sendError(reply, 404, `No route for ${request.method} ${request.url.split("?")[0]}.`);
  });
}
