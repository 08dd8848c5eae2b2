// Streams one uploaded file into storage after checking its first bytes and while counting its size.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { PassThrough, Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  CODE_EXTENSIONS,
  describeSize,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_KIND_DESCRIPTIONS,
  type UploadKind,
} from "@scholarly/contract";
import { fileTypeFromBuffer } from "file-type";
import type { UploadLimits } from "../../config.js";
import type { Storage } from "../../storage/storage.js";
import { badRequest, payloadTooLarge } from "../http-error.js";
import { pixelLimiter } from "./image-pixels.js";
import { limitFor } from "./upload-kinds.js";

export interface StoredUpload {
  key: string;
  size: number;
  contentType: string;
  /** The client's file name, for display only; it never reaches the storage key. */
  fileName: string;
}

const SNIFF_BYTES = 4100;
const MAX_NAME_CHARACTERS = 255;

/**
 * The client's name without folders (either slash) or control characters, bounded: it is shown and sent in
 * headers. Browsers write a quote in a form's file name as %22 (and line breaks as %0A, %0D): read them back.
 */
function displayName(fileName: string): string {
  const base = (fileName.split(/[\\/]/).pop() ?? "").replace(/%22/g, '"').replace(/%0[ad]/gi, "");
  return [...base.replace(/\p{Cc}/gu, "")].slice(0, MAX_NAME_CHARACTERS).join("").trim();
}

/** Reads the stream's first bytes and gives them back with a stream of everything (head included). */
async function peek(source: Readable, bytes: number): Promise<{ head: Buffer; whole: Readable }> {
  const chunks: Buffer[] = [];
  let length = 0;
  const iterator = source[Symbol.asyncIterator]();
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) break;
    chunks.push(next.value as Buffer);
    length += (next.value as Buffer).length;
  }
  const head = Buffer.concat(chunks);
  async function* everything() {
    yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value as Buffer;
  }
  return { head, whole: Readable.from(everything(), { objectMode: false }) };
}

function sizeLimiter(limit: number, label: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) callback(payloadTooLarge(`${label} is too large (maximum ${describeSize(limit)}).`));
      else callback(null, chunk);
    },
  });
}

async function detectType(
  kind: UploadKind,
  head: Buffer,
  fileName: string,
  label: string,
): Promise<{ mime: string; ext: string }> {
  const rejected = badRequest(`${label} must be ${UPLOAD_KIND_DESCRIPTIONS[kind]}.`);
  if (head.length === 0) throw badRequest(`${label} is empty.`);
  const detected = await fileTypeFromBuffer(head);
  if (kind === "code") {
    const ext = path.extname(fileName).slice(1).toLowerCase();
    if (!CODE_EXTENSIONS.includes(ext) || detected || head.includes(0)) throw rejected;
    // Served as plain text whatever the extension, so an uploaded .html page can never run.
    return { mime: "text/plain; charset=utf-8", ext };
  }
  if (!detected || !UPLOAD_CONTENT_TYPES[kind].includes(detected.mime)) throw rejected;
  return { mime: detected.mime, ext: detected.ext };
}

export async function receiveUpload(options: {
  stream: Readable;
  fileName: string;
  kind: UploadKind;
  label: string;
  limits: UploadLimits;
  storage: Storage;
}): Promise<StoredUpload> {
  const { stream, fileName, kind, label, storage } = options;
  const { head, whole } = await peek(stream, SNIFF_BYTES);
  let type: { mime: string; ext: string };
  try {
    type = await detectType(kind, head, fileName, label);
  } catch (error) {
    whole.resume();
    throw error;
  }
  const key = `${kind}/${randomUUID()}.${type.ext}`;
  const rejected = () => badRequest(`${label} must be ${UPLOAD_KIND_DESCRIPTIONS[kind]}.`);
  const checks = [
    sizeLimiter(limitFor(kind, options.limits), label),
    ...(kind === "code" ? [textChecker(rejected)] : []),
    ...(type.mime.startsWith("image/") ? [pixelLimiter(label)] : []),
  ];
  // pipeline() listens for errors on every stream from the start, so a check that refuses the file before
  // storage begins reading is not thrown at the process: it destroys `body`, and put() reports it.
  const body = new PassThrough();
  pipeline([whole, ...checks, body]).catch(() => undefined);
  const { size } = await storage.put(key, body, type.mime);
  return { key, size, contentType: type.mime, fileName: displayName(fileName) };
}

/** Lets only UTF-8 text without NUL bytes through, checked as it streams (a bad byte may sit past the head). */
function textChecker(rejected: () => Error): Transform {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const check = (decode: () => unknown, callback: (error?: Error | null) => void) => {
    try {
      decode();
      callback();
    } catch {
      callback(rejected());
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (chunk.includes(0)) return callback(rejected());
      check(
        () => decoder.decode(chunk, { stream: true }),
        (error) => callback(error, error ? undefined : chunk),
      );
    },
    flush(callback) {
      check(() => decoder.decode(), callback);
    },
  });
}
