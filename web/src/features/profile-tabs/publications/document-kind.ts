// Whether a document address points at a PDF or an image (recognised by extension, as the spec says).
export type DocumentKind = "pdf" | "image" | "other";

export function documentKind(address: string | null | undefined): DocumentKind {
  const path = (address ?? "").split(/[?#]/)[0]!.toLowerCase();
  if (path.endsWith(".pdf")) return "pdf";
  if (/\.(jpe?g|png|gif|webp)$/.test(path)) return "image";
  return "other";
}

/** The last path segment of an address, e.g. the CV's file name. */
export function fileNameOf(address: string): string {
  const path = address.split(/[?#]/)[0]!;
  return decodeURIComponent(path.split("/").filter(Boolean).at(-1) ?? address);
}
