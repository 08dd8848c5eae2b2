// The site's own origin for absolute links: PUBLIC_URL when set, otherwise the origin the request came to.
import type { FastifyRequest } from "fastify";
import type { Config } from "../config.js";

export function siteOrigin(config: Pick<Config, "publicUrl">, request: FastifyRequest): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** Links made outside a request (e-mails sent by jobs): PUBLIC_URL, required in production, else this server. */
export function backgroundOrigin(config: Pick<Config, "publicUrl" | "port">): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}
