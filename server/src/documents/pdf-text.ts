// Reads the text layer of a PDF with pdf.js (through unpdf) on a worker thread of its own (workers/limited-thread.ts).
import { createRequire } from "node:module";
import { runOnThread, startThread, type ThreadLimits } from "../workers/limited-thread.js";

export interface PdfText {
  pages: number;
  /** The pages' text, in order, separated by blank lines; reading stops once `maxChars` is passed. */
  text: string;
}

/** The file could not be read as a PDF: broken, encrypted with a password, too big or too slow to parse. */
export class UnreadablePdfError extends Error {}

export interface PdfLimits extends ThreadLimits {
  maxChars: number;
}

// Plain JavaScript evaluated as the thread's script, so it runs the same under tsx, vitest and node.
const THREAD_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { getDocumentProxy } = require(workerData.unpdf);
parentPort.once("message", (bytes) => (async () => {
  const pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  const pages = [];
  let length = 0;
  for (let number = 1; number <= pdf.numPages && length <= workerData.maxChars; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const text = content.items.map((item) => (item.str ?? "") + (item.hasEOL ? "\\n" : "")).join("");
    pages.push(text);
    length += text.length;
    page.cleanup();
  }
  parentPort.postMessage({ pages: pdf.numPages, text: pages.join("\\n\\n") });
})().catch((error) => {
  parentPort.postMessage({ error: String((error && (error.name + ": " + error.message)) || error) });
}));`;

export async function readPdfText(bytes: Uint8Array, limits: PdfLimits, signal: AbortSignal): Promise<PdfText> {
  const data = { maxChars: limits.maxChars, unpdf: createRequire(import.meta.url).resolve("unpdf") };
  return runOnThread<PdfText>({
    thread: startThread(THREAD_SOURCE, data, limits.memoryMb),
    input: bytes,
    timeoutMs: limits.timeoutMs,
    signal,
    failure: (detail) => new UnreadablePdfError(detail),
    names: { doing: "Reading", thread: "reader" },
  });
}
