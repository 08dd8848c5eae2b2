// Content-Disposition for a file sent under the name it was uploaded with: the exact name as an RFC 5987
// `filename*`, and a plain ASCII `filename` for clients that read only that one.
import path from "node:path";
import contentDisposition from "content-disposition";

/** The name in printable ASCII: accents dropped ("Über" is "Uber"), other letters left out. */
function asciiFallback(name: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const extension = path.extname(ascii);
  return ascii.length > extension.length ? ascii : `document${extension}`;
}

export function fileDisposition(type: "inline" | "attachment", name: string): string {
  return contentDisposition(name, { type, fallback: asciiFallback(name) });
}
