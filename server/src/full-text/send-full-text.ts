// Sends the version of a publication's private document that was sent, as a file to save, never cached on the way.

import { FULL_TEXT_MESSAGES } from "@scholarly/contract";
import type { FastifyReply } from "fastify";
import { fileDisposition } from "../http/file-disposition.js";
import { notFound } from "../http/http-error.js";
import type { PublicationRow } from "../posts/hydrated-post.js";
import type { Storage } from "../storage/storage.js";

/** The private version: the one document of a private publication, the second one of a `both`. */
export function privateKey(publication: PublicationRow): string | null {
  return publication.upload_mode === "both" ? publication.private_document : publication.upload_document;
}

/** The name the version was uploaded under, else one from the title: letters, digits and dashes. */
function fileName(publication: PublicationRow, key: string): string {
  const { upload_document, upload_document_name, private_document, private_document_name } = publication;
  const uploaded =
    key === upload_document ? upload_document_name : key === private_document ? private_document_name : null;
  if (uploaded) return uploaded;
  const stem = publication.title
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${stem || "full-text"}.${key.split(".").pop()}`;
}

/** Sends the stored file `key` (the version sent), or 404 once it is gone. */
export async function sendFullText(
  reply: FastifyReply,
  storage: Storage,
  publication: PublicationRow,
  key: string | null,
) {
  const [info, body] = key ? await Promise.all([storage.stat(key), storage.read(key)]) : [null, null];
  if (!key || !info || !body) throw notFound(FULL_TEXT_MESSAGES.linkInvalid);
  return reply
    .header("Content-Type", info.contentType)
    .header("Content-Length", info.size)
    .header("Content-Disposition", fileDisposition("attachment", fileName(publication, key)))
    .header("Cache-Control", "private, no-store")
    .send(body);
}
