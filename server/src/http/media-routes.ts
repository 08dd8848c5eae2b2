// Serves stored files under /media/<key>, with their content type and single-range requests (videos seek).
import type { FastifyInstance } from "fastify";
import { everyFilePublic, type MediaGrant, type MediaQuery } from "../storage/media-access.js";
import { STORAGE_KEY_PATTERN, type Storage } from "../storage/storage.js";
import { sendError } from "./error-handler.js";
import { fileDisposition } from "./file-disposition.js";

function parseRange(header: string, size: number): { start: number; end: number } | null {
  const match = header.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === "" && match[2] === "")) return null;
  let start: number;
  let end: number;
  if (match[1] === "") {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

/**
 * `access` decides per request whether the file may be served (private documents need a signature), and gives
 * the name it was uploaded under, sent as Content-Disposition so "Save" and `download` links use it.
 */
export function registerMediaRoutes(app: FastifyInstance, storage: Storage, access = everyFilePublic): void {
  app.get<{ Params: { "*": string } }>("/media/*", { schema: { hide: true } }, async (request, reply) => {
    const key = request.params["*"];
    const refused: MediaGrant = { access: "refused", name: null };
    const { access: allowed, name } = STORAGE_KEY_PATTERN.test(key)
      ? await access(key, request.query as MediaQuery)
      : refused;
    const info = allowed === "refused" ? null : await storage.stat(key);
    if (!info) return sendError(reply, 404, "File not found.");
    // Inline: a browser still shows the file; it saves it under this name.
    if (name) reply.header("Content-Disposition", fileDisposition("inline", name));
    reply
      .header("Content-Type", info.contentType)
      .header("Accept-Ranges", "bytes")
      .header("Cache-Control", allowed === "private" ? "private, no-store" : "public, max-age=31536000, immutable")
      .header("Cross-Origin-Resource-Policy", "same-origin");
    const rangeHeader = request.headers.range;
    if (rangeHeader) {
      const range = parseRange(rangeHeader, info.size);
      if (!range) {
        return reply.status(416).header("Content-Range", `bytes */${info.size}`).send();
      }
      const body = await storage.read(key, range);
      if (!body) return sendError(reply, 404, "File not found.");
      return reply
        .status(206)
        .header("Content-Range", `bytes ${range.start}-${range.end}/${info.size}`)
        .header("Content-Length", range.end - range.start + 1)
        .send(body);
    }
    const body = await storage.read(key);
    if (!body) return sendError(reply, 404, "File not found.");
    return reply.header("Content-Length", info.size).send(body);
  });
}
