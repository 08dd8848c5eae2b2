// Draws a PDF's first page as a PNG with pdf.js (through unpdf) on @napi-rs/canvas, on a worker thread of its
// own (workers/limited-thread.ts).
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { runOnThread, startThread, type ThreadLimits } from "../workers/limited-thread.js";

/** The file could not be drawn: broken, encrypted with a password, too big or too slow. */
export class UnrenderablePdfError extends Error {}

export interface RenderLimits extends ThreadLimits {
  /** The width of the picture drawn, in pixels; the height follows the page. */
  width: number;
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
parentPort.once("message", (bytes) => (async () => {
  const { getDocumentProxy, renderPageAsImage } = await import(workerData.unpdf);
  const pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  const png = await renderPageAsImage(pdf, 1, {
    canvasImport: () => import(workerData.canvas),
    width: workerData.width,
  });
  parentPort.postMessage({ png: new Uint8Array(png) });
})().catch((error) => {
  parentPort.postMessage({ error: String((error && (error.name + ": " + error.message)) || error) });
}));`;

const require = createRequire(import.meta.url);
const MODULES = {
  unpdf: pathToFileURL(require.resolve("unpdf")).href,
  canvas: pathToFileURL(require.resolve("@napi-rs/canvas")).href,
};

export async function renderFirstPage(bytes: Uint8Array, limits: RenderLimits, signal: AbortSignal): Promise<Buffer> {
  const answer = await runOnThread<{ png: Uint8Array }>({
    thread: startThread(THREAD_SOURCE, { width: limits.width, ...MODULES }, limits.memoryMb),
    input: bytes,
    timeoutMs: limits.timeoutMs,
    signal,
    failure: (detail) => new UnrenderablePdfError(detail),
    names: { doing: "Drawing", thread: "renderer" },
  });
  return Buffer.from(answer.png);
}
