// What each kind of upload may contain, judged by the file's bytes rather than its name.

import type { UploadKind } from "@scholarly/contract";
import type { UploadLimits } from "../config.js";

export type { UploadKind };

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"];

/** Allowed MIME types as detected from content. Code files are text and are checked separately. */
export const ALLOWED_TYPES: Record<Exclude<UploadKind, "code">, readonly string[]> = {
  image: IMAGE_TYPES,
  document: ["application/pdf", ...IMAGE_TYPES],
  cv: ["application/pdf"],
  video: ["video/mp4", "video/webm", "video/ogg", "video/quicktime"],
};

export const KIND_DESCRIPTIONS: Record<UploadKind, string> = {
  image: "a JPEG, PNG, GIF or WebP image",
  document: "a PDF document or a JPEG, PNG, GIF or WebP image",
  cv: "a PDF document",
  code: "a .py, .js, .html, .css, .java or .txt text file",
  video: "an MP4, WebM, Ogg or QuickTime video",
};

export const CODE_EXTENSIONS = ["py", "js", "html", "css", "java", "txt"];

export function limitFor(kind: UploadKind, limits: UploadLimits): number {
  switch (kind) {
    case "image":
      return limits.image;
    case "document":
    case "cv":
      return limits.document;
    case "code":
      return limits.code;
    case "video":
      return limits.video;
  }
}

export function describeSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1024 ? `${Math.round(mb / 1024)} GB` : `${Math.round(mb * 10) / 10} MB`;
}
