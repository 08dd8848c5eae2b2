// Reads the text layer of a PDF with pdf.js (through unpdf) on a worker thread of its own: a huge or hostile
// file can neither stall the event loop that serves requests nor take more than its memory and time.
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

export interface PdfText {
  pages: number;
  /** The pages' text, in order, separated by blank lines; reading stops once `maxChars` is passed. */
  text: string;
}

/** The file could not be read as a PDF: broken, encrypted with a password, too big or too slow to parse. */
export class UnreadablePdfError extends Error {}

export interface PdfLimits {
  maxChars: number;
  timeoutMs: number;
  memoryMb: number;
}

// Plain JavaScript evaluated as the thread's script, so it runs the same under tsx, vitest and node.
const THREAD_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { getDocumentProxy } = require(workerData.unpdf);
(async () => {
  const pdf = await getDocumentProxy(workerData.bytes, { verbosity: 0 });
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
});`;

export function readPdfText(bytes: Uint8Array, limits: PdfLimits, signal: AbortSignal): Promise<PdfText> {
  signal.throwIfAborted();
  // The thread gets its own copy (a Buffer may share its memory with others), moved rather than cloned.
  const copy = new Uint8Array(bytes);
  const worker = new Worker(THREAD_SOURCE, {
    eval: true,
    workerData: { bytes: copy, maxChars: limits.maxChars, unpdf: createRequire(import.meta.url).resolve("unpdf") },
    transferList: [copy.buffer],
    resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    stdout: true,
    stderr: true,
  });
  return new Promise<PdfText>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal.removeEventListener("abort", onAbort);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(new UnreadablePdfError(`Reading took longer than ${limits.timeoutMs} ms.`))),
      limits.timeoutMs,
    );
    // The job is giving up (shutdown or expiry): not the file's fault, so not recorded as unreadable.
    const onAbort = () => finish(() => reject(signal.reason));
    signal.addEventListener("abort", onAbort);
    worker.once("message", (answer: PdfText | { error: string }) =>
      finish(() => ("error" in answer ? reject(new UnreadablePdfError(answer.error)) : resolve(answer))),
    );
    // Out of memory, or a crash inside pdf.js.
    worker.once("error", (error) => finish(() => reject(new UnreadablePdfError(String(error)))));
    worker.once("exit", (code) => finish(() => reject(new UnreadablePdfError(`The reader stopped (exit ${code}).`))));
  });
}
