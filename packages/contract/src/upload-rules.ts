// What each kind of upload may be, declared once: the server judges a file by its bytes against these, and the
// web checks a chosen file against the same before anything is sent. Plain values, no zod.
import type { UploadKind } from "./endpoint.js";

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"];

/** Allowed MIME types as detected from content. Code files are text and are checked by extension and bytes. */
export const UPLOAD_CONTENT_TYPES: Record<Exclude<UploadKind, "code">, readonly string[]> = {
  image: IMAGE_TYPES,
  document: ["application/pdf", ...IMAGE_TYPES],
  cv: ["application/pdf"],
  video: ["video/mp4", "video/webm", "video/ogg", "video/quicktime"],
};

/** The usual file-name extensions of each allowed content type. */
export const CONTENT_TYPE_EXTENSIONS: Record<string, readonly string[]> = {
  "application/pdf": ["pdf"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
  "image/gif": ["gif"],
  "image/webp": ["webp"],
  "video/mp4": ["mp4", "m4v"],
  "video/webm": ["webm"],
  "video/ogg": ["ogv", "ogg"],
  "video/quicktime": ["mov", "qt"],
};

export const CODE_EXTENSIONS = ["py", "js", "html", "css", "java", "txt"];

/** How the refusal names what a kind must be: "… must be a PDF document". */
export const UPLOAD_KIND_DESCRIPTIONS: Record<UploadKind, string> = {
  image: "a JPEG, PNG, GIF or WebP image",
  document: "a PDF document or a JPEG, PNG, GIF or WebP image",
  cv: "a PDF document",
  code: "a .py, .js, .html, .css, .java or .txt text file",
  video: "an MP4, WebM, Ogg or QuickTime video",
};

/** The largest file of each kind, in MB, unless the server's UPLOAD_MAX_*_MB settings say otherwise. */
export const DEFAULT_UPLOAD_LIMITS_MB: Record<"image" | "document" | "code" | "video", number> = {
  image: 10,
  document: 50,
  code: 1,
  video: 1024,
};

/** The limit that applies to a kind (a CV is a document). */
export function uploadLimitKey(kind: UploadKind): keyof typeof DEFAULT_UPLOAD_LIMITS_MB {
  return kind === "cv" ? "document" : kind;
}

/** The file-name extensions a kind accepts, e.g. for an input's `accept`. */
export function uploadExtensions(kind: UploadKind): readonly string[] {
  if (kind === "code") return CODE_EXTENSIONS;
  return UPLOAD_CONTENT_TYPES[kind].flatMap((type) => CONTENT_TYPE_EXTENSIONS[type] ?? []);
}

export function describeSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1024 ? `${Math.round(mb / 1024)} GB` : `${Math.round(mb * 10) / 10} MB`;
}
