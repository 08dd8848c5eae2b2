// Turns a post's stored file into searchable text: a PDF's text layer, or a code file's UTF-8 text.
import type { DocumentKind, ExtractionStatus } from "./document-text-store.js";
import { readPdfText, UnreadablePdfError } from "./pdf-text.js";

/** Search needs the words, not every byte of a 2,000-page thesis. */
export const MAX_TEXT_BYTES = 2 * 1024 * 1024;

const PDF_LIMITS = { maxChars: MAX_TEXT_BYTES, timeoutMs: 2 * 60_000, memoryMb: 512 };

export interface Extraction {
  status: ExtractionStatus;
  text: string;
  /** Pages of a PDF; null for other files. */
  pages: number | null;
  /** Why nothing could be read, for the log. */
  reason?: string;
}

const PDF_SIGNATURE = Buffer.from("%PDF-");

export async function extractText(kind: DocumentKind, bytes: Buffer, signal: AbortSignal): Promise<Extraction> {
  if (kind === "code") return codeText(bytes);
  // Publication documents may also be images, which have no text to read (no OCR here).
  if (!bytes.subarray(0, 1024).includes(PDF_SIGNATURE)) return { status: "no-text", text: "", pages: null };
  try {
    const { pages, text } = await readPdfText(bytes, PDF_LIMITS, signal);
    return withStatus(tidy(text), pages);
  } catch (error) {
    // Broken or encrypted files stay that way: record them instead of retrying. Anything else is retried.
    if (error instanceof UnreadablePdfError) return { status: "failed", text: "", pages: null, reason: error.message };
    throw error;
  }
}

function codeText(bytes: Buffer): Extraction {
  try {
    return withStatus(tidy(new TextDecoder("utf-8", { fatal: true }).decode(bytes)), null);
  } catch {
    return { status: "failed", text: "", pages: null, reason: "The file is not UTF-8 text." };
  }
}

function withStatus(text: string, pages: number | null): Extraction {
  return { status: text.trim() === "" ? "no-text" : "extracted", text, pages };
}

/** Text PostgreSQL accepts (no NUL characters), at most MAX_TEXT_BYTES of UTF-8, never cut inside a character. */
export function tidy(text: string): string {
  const encoded = Buffer.from(text.replaceAll("\u0000", ""), "utf8");
  if (encoded.length <= MAX_TEXT_BYTES) return encoded.toString("utf8");
  return encoded
    .subarray(0, MAX_TEXT_BYTES)
    .toString("utf8")
    .replace(/\uFFFD$/, "");
}
