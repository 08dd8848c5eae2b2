// Brings one post's stored text in line with its file: reads the file again only when it changed.
import type { FastifyBaseLogger } from "fastify";
import type { Storage } from "../storage/storage.js";
import type { DocumentKind, DocumentTextStore } from "./document-text-store.js";
import { type Extraction, extractText } from "./extract-text.js";

export interface RefreshDeps {
  store: DocumentTextStore;
  storage: Storage;
  log: Pick<FastifyBaseLogger, "info">;
  /** Files larger than this are not read (uploads are capped lower; this guards against a changed limit). */
  maxFileBytes: number;
}

export async function refreshDocumentText(
  { store, storage, log, maxFileBytes }: RefreshDeps,
  kind: DocumentKind,
  postId: number,
  signal: AbortSignal,
): Promise<void> {
  const fileKey = await store.currentFile(kind, postId);
  // Deleted since: its text went with it.
  if (fileKey === undefined) return;
  const previous = await store.find(kind, postId);
  // A repeated announcement, or an edit that kept the file.
  if (previous && previous.file_key === fileKey) return;

  const { reason, ...extracted } =
    fileKey === null ? noFile() : await extractFile(storage, fileKey, kind, maxFileBytes, signal);
  if (reason) log.info({ kind, postId, reason }, "no text could be read from a post's file");
  await store.save({ kind, postId, fileKey, ...extracted });
}

function noFile(): Extraction {
  return { status: "no-text", text: "", pages: null };
}

async function extractFile(
  storage: Storage,
  key: string,
  kind: DocumentKind,
  maxFileBytes: number,
  signal: AbortSignal,
): Promise<Extraction> {
  const info = await storage.stat(key);
  if (!info) return { status: "failed", text: "", pages: null, reason: "The file is missing from storage." };
  if (info.size > maxFileBytes) return { status: "failed", text: "", pages: null, reason: "The file is too large." };
  const body = await storage.read(key);
  if (!body) return { status: "failed", text: "", pages: null, reason: "The file is missing from storage." };
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return extractText(kind, Buffer.concat(chunks), signal);
}
