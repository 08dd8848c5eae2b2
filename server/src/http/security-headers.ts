// Security headers on every response, from helmet. @fastify/helmet rebuilds helmet's middleware from its
// options on every request (parsing the CSP directives each time: 7 % of a profiled run, see
// docs/performance.md); this builds it once, at start-up, and applies it in an onRequest hook.
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

const applySecurityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", "data:", "blob:"],
      mediaSrc: ["'self'", "blob:"],
      frameSrc: ["'self'", "blob:"],
      objectSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  frameguard: { action: "sameorigin" },
});

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    applySecurityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}
