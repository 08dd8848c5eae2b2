// GET /metrics for Prometheus: on the app's port behind a bearer token (METRICS_TOKEN), or on a port of its own
// (METRICS_PORT) that only the monitoring network should reach. Not part of the API, so not in the contract.
import { createHash, timingSafeEqual } from "node:crypto";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { sendError } from "../http/error-handler.js";
import type { AppMetrics } from "./app-metrics.js";

export const METRICS_PATH = "/metrics";

export interface MetricsAccess {
  /** Scrapes must send `Authorization: Bearer <token>`; without a token and a port of their own, there are no metrics. */
  token: string | undefined;
  /** When set, metrics are served there and not on the app's port. */
  port: number | undefined;
}

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

function sendsToken(request: FastifyRequest, token: string): boolean {
  const sent = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

function metricsRoute(app: FastifyInstance, metrics: AppMetrics, token: string | undefined): void {
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    if (token !== undefined && !sendsToken(request, token)) {
      reply.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return sendError(reply, 401, "Metrics need the bearer token set in METRICS_TOKEN.");
    }
    const text = await metrics.registry.metrics();
    return reply.header("Cache-Control", "no-store").type(metrics.registry.contentType).send(text);
  });
}

/** On the app's own port: only with a token, and only when no separate port is configured (else a JSON 404). */
export function registerMetricsRoute(app: FastifyInstance, metrics: AppMetrics, access: MetricsAccess): void {
  if (access.token !== undefined && access.port === undefined) metricsRoute(app, metrics, access.token);
}

/** Serves /metrics alone on its own port (and host); a token, when configured, is required there too. */
export async function startMetricsServer(
  metrics: AppMetrics,
  options: { port: number; host: string; token: string | undefined },
): Promise<{ port: number; close(): Promise<void> }> {
  const server = Fastify({ logger: false });
  metricsRoute(server, metrics, options.token);
  server.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, `No route for ${request.method} ${request.url}.`),
  );
  await server.listen({ port: options.port, host: options.host });
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : options.port,
    close: () => server.close(),
  };
}
