// Draws a PDF's first page as a PNG with pdf.js (through unpdf) on @napi-rs/canvas, on a worker thread of its
// own: a huge or hostile file can neither stall the event loop that serves requests nor take more than its
// memory and time.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

/** The file could not be drawn: broken, encrypted with a password, too big or too slow. */
export class UnrenderablePdfError extends Error {}

export interface RenderLimits {
  /** The width of the picture drawn, in pixels; the height follows the page. */
  width: number;
  timeoutMs: number;
  memoryMb: number;
}

// Plain JavaScript evaluated as the thread's script, so it runs the same under tsx, vitest and node.
// pdf.js 5 moves buffers with ArrayBuffer.prototype.transferToFixedLength, which Node gained in version 21;
// without it pages come out blank on Node 20, so the thread supplies it (structuredClone moves the buffer too).
const THREAD_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
if (!ArrayBuffer.prototype.transferToFixedLength) {
  ArrayBuffer.prototype.transferToFixedLength = function (length) {
    const moved = structuredClone(this, { transfer: [this] });
    return length === undefined || length === moved.byteLength ? moved : moved.slice(0, length);
  };
}
(async () => {
  const { getDocumentProxy, renderPageAsImage } = await import(workerData.unpdf);
  const pdf = await getDocumentProxy(workerData.bytes, { verbosity: 0 });
  const png = await renderPageAsImage(pdf, 1, {
    canvasImport: () => import(workerData.canvas),
    width: workerData.width,
  });
  parentPort.postMessage({ png: new Uint8Array(png) });
})().catch((error) => {
  parentPort.postMessage({ error: String((error && (error.name + ": " + error.message)) || error) });
});`;

const require = createRequire(import.meta.url);
const MODULES = {
  unpdf: pathToFileURL(require.resolve("unpdf")).href,
  canvas: pathToFileURL(require.resolve("@napi-rs/canvas")).href,
};

export function renderFirstPage(bytes: Uint8Array, limits: RenderLimits, signal: AbortSignal): Promise<Buffer> {
  signal.throwIfAborted();
  // The thread gets its own copy (a Buffer may share its memory with others), moved rather than cloned.
  const copy = new Uint8Array(bytes);
  const worker = new Worker(THREAD_SOURCE, {
    eval: true,
    workerData: { bytes: copy, width: limits.width, ...MODULES },
    transferList: [copy.buffer],
    resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    stdout: true,
    stderr: true,
  });
  return new Promise<Buffer>((resolve, reject) => {
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
      () => finish(() => reject(new UnrenderablePdfError(`Drawing took longer than ${limits.timeoutMs} ms.`))),
      limits.timeoutMs,
    );
    // The job is giving up (shutdown or expiry): not the file's fault, so not recorded as failed.
    const onAbort = () => finish(() => reject(signal.reason));
    signal.addEventListener("abort", onAbort);
    worker.once("message", (answer: { png: Uint8Array } | { error: string }) =>
      finish(() =>
        "error" in answer ? reject(new UnrenderablePdfError(answer.error)) : resolve(Buffer.from(answer.png)),
      ),
    );
    // Out of memory, or a crash inside pdf.js.
    worker.once("error", (error) => finish(() => reject(new UnrenderablePdfError(String(error)))));
    worker.once("exit", (code) =>
      finish(() => reject(new UnrenderablePdfError(`The renderer stopped (exit ${code}).`))),
    );
  });
}
