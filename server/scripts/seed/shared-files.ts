// The few small files every seeded row points at: each is generated and stored once, then shared by key,
// so a million posts cost a handful of files on disk.
import { Readable } from "node:stream";
import type { Storage } from "../../src/storage/storage.js";
import { codeBytes, minimalPdf, solidPng, webmBytes } from "../../src/test/file-fixtures.js";

export interface SharedFiles {
  avatars: string[];
  images: string[];
  document: string;
  cv: string;
  video: string;
  code: string;
}

/** Fixed keys in the server's `<kind>/<uuid>.<ext>` form; the uuid part reads "5eed" (seed). */
const sharedKey = (kind: string, number: number, ext: string) =>
  `${kind}/5eed0000-0000-4000-8000-${String(number).padStart(12, "0")}.${ext}`;

const AVATAR_COLOURS = [
  [0x3b, 0x82, 0xf6],
  [0xef, 0x44, 0x44],
  [0x10, 0xb9, 0x81],
  [0xf5, 0x9e, 0x0b],
  [0x8b, 0x5c, 0xf6],
  [0xec, 0x48, 0x99],
];

export const SHARED_FILES: SharedFiles = {
  avatars: AVATAR_COLOURS.map((_, index) => sharedKey("image", index + 1, "png")),
  images: AVATAR_COLOURS.map((_, index) => sharedKey("image", index + 101, "png")),
  document: sharedKey("document", 1, "pdf"),
  cv: sharedKey("cv", 1, "pdf"),
  video: sharedKey("video", 1, "webm"),
  code: sharedKey("code", 1, "txt"),
};

/** Stores each shared file unless it is already there (seeding twice reuses them). */
export async function storeSharedFiles(storage: Storage): Promise<SharedFiles> {
  const files: Array<[string, Buffer, string]> = [
    ...AVATAR_COLOURS.map((rgb, index): [string, Buffer, string] => [
      SHARED_FILES.avatars[index] as string,
      solidPng(64, 64, rgb),
      "image/png",
    ]),
    ...AVATAR_COLOURS.map((rgb, index): [string, Buffer, string] => [
      SHARED_FILES.images[index] as string,
      solidPng(320, 200, rgb),
      "image/png",
    ]),
    [SHARED_FILES.document, minimalPdf("Seeded publication"), "application/pdf"],
    [SHARED_FILES.cv, minimalPdf("Seeded curriculum vitae"), "application/pdf"],
    [SHARED_FILES.video, webmBytes(), "video/webm"],
    [SHARED_FILES.code, codeBytes(), "text/plain"],
  ];
  for (const [key, bytes, contentType] of files) {
    if (!(await storage.stat(key))) await storage.put(key, Readable.from([bytes]), contentType);
  }
  return SHARED_FILES;
}
