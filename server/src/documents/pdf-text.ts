// Reads the text layer of a PDF in a child process of its own (pdf-text-process.ts), under a memory ceiling and
// a time limit: a hostile file can take neither the server's memory nor its time.
import { type ProcessLimits, runLimitedProcess } from "../limited-process/run-limited-process.js";
import type { PdfTextTask } from "./pdf-text-process.js";

export interface PdfText {
  pages: number;
  /** The pages' text, in order, separated by blank lines; reading stops once `maxChars` is passed. */
  text: string;
}

/** The file could not be read as a PDF: broken, encrypted with a password, too big or too slow to parse. */
export class UnreadablePdfError extends Error {}

export interface PdfLimits extends ProcessLimits {
  maxChars: number;
}

export function readPdfText(bytes: Uint8Array, limits: PdfLimits, signal: AbortSignal): Promise<PdfText> {
  return runLimitedProcess<PdfTextTask, PdfText>({
    script: new URL("./pdf-text-process.ts", import.meta.url),
    task: { bytes, maxChars: limits.maxChars },
    limits,
    signal,
    failure: (detail) => new UnreadablePdfError(detail),
    doing: "Reading the text",
  });
}
