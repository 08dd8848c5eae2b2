// Brings one post's thumbnails in line with its file: makes them again only when the file changed, and removes
// them (files too) once the post or its file is gone.
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import type { DomainEvents } from "../events/domain-events.js";
import { removeReplacedFile } from "../storage/remove-replaced-file.js";
import type { Storage } from "../storage/storage.js";
import { makePictures, type Picture, UnpicturableFileError } from "./make-pictures.js";
import {
  type MadeThumbnails,
  type ThumbnailKind,
  type ThumbnailPicture,
  type ThumbnailStore,
  thumbnailFiles,
} from "./thumbnail-store.js";

export interface ThumbnailDeps {
  store: ThumbnailStore;
  storage: Storage;
  events: DomainEvents;
  log: Pick<FastifyBaseLogger, "info">;
  /** Files larger than this are not read (uploads are capped lower; this guards against a changed limit). */
  maxFileBytes: number;
}

async function removeFiles(storage: Storage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => removeReplacedFile(storage, key)));
}

async function readFile(storage: Storage, key: string, maxFileBytes: number): Promise<Buffer | string> {
  const info = await storage.stat(key);
  if (!info) return "The file is missing from storage.";
  if (info.size > maxFileBytes) return "The file is too large.";
  const body = await storage.read(key);
  if (!body) return "The file is missing from storage.";
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function store(storage: Storage, picture: Picture): Promise<ThumbnailPicture> {
  const key = `thumbnail/${randomUUID()}.webp`;
  await storage.put(key, Readable.from([picture.bytes]), "image/webp");
  return { key, width: picture.width, height: picture.height };
}

/** The thumbnails of one file, stored; a file that cannot be pictured gets a failed record instead. */
async function thumbnailsOf(
  deps: ThumbnailDeps,
  post: { kind: ThumbnailKind; postId: number; sourceKey: string },
  signal: AbortSignal,
): Promise<MadeThumbnails> {
  const failed = (reason: string): MadeThumbnails => {
    deps.log.info({ kind: post.kind, postId: post.postId, reason }, "no thumbnail could be made of a post's file");
    return { ...post, status: "failed", small: null, large: null };
  };
  const file = await readFile(deps.storage, post.sourceKey, deps.maxFileBytes);
  if (typeof file === "string") return failed(file);
  try {
    const pictures = await makePictures(file, signal);
    const [small, large] = await Promise.all([
      store(deps.storage, pictures.small),
      pictures.large && store(deps.storage, pictures.large),
    ]);
    return { ...post, status: "ready", small, large };
  } catch (error) {
    // Broken files stay broken: record them instead of retrying. Anything else (storage, shutdown) is retried.
    if (error instanceof UnpicturableFileError) return failed(error.message);
    throw error;
  }
}

export async function refreshThumbnails(
  deps: ThumbnailDeps,
  kind: ThumbnailKind,
  postId: number,
  signal: AbortSignal,
): Promise<void> {
  const { store: thumbnails, storage } = deps;
  const [current, previous] = await Promise.all([thumbnails.currentFile(kind, postId), thumbnails.find(kind, postId)]);
  const sourceKey = current?.fileKey ?? null;
  if (sourceKey === null) {
    // Deleted since, or a publication without a document: its thumbnails go.
    const removed = await thumbnails.remove(kind, postId);
    if (removed) await removeFiles(storage, thumbnailFiles(removed));
    return;
  }
  // A repeated announcement, or an edit that kept the file.
  if (previous?.source_key === sourceKey) return;

  const made = await thumbnailsOf(deps, { kind, postId, sourceKey }, signal);
  const madeFiles = [made.small?.key, made.large?.key].filter((key): key is string => key !== undefined);
  if (!(await thumbnails.save(made))) {
    // The file was replaced or the post deleted meanwhile; the job sent for that change does the rest.
    await removeFiles(storage, madeFiles);
    return;
  }
  if (previous) await removeFiles(storage, thumbnailFiles(previous));
  // Feed pages and post details kept without the thumbnail are out of date now.
  if (made.status === "ready") deps.events.publish({ type: "post.thumbnailed", kind, postId });
}
