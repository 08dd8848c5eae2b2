// Draws a PDF's first page as a PNG in a child process of its own (pdf-page-process.ts), under a memory ceiling
// and a time limit: a hostile page can take neither the server's memory nor its time.
import { type ProcessLimits, runLimitedProcess } from "../limited-process/run-limited-process.js";
import type { PdfPageTask } from "./pdf-page-process.js";

/** The file could not be drawn: broken, encrypted with a password, too big, too slow or absurdly shaped. */
export class UnrenderablePdfError extends Error {}

export interface RenderLimits extends ProcessLimits {
  /** The width of the picture drawn, in pixels; the height follows the page. */
  width: number;
}

export async function renderFirstPage(bytes: Uint8Array, limits: RenderLimits, signal: AbortSignal): Promise<Buffer> {
  const png = await runLimitedProcess<PdfPageTask, Uint8Array>({
    script: new URL("./pdf-page-process.ts", import.meta.url),
    task: { bytes, width: limits.width },
    limits,
    signal,
    failure: (detail) => new UnrenderablePdfError(detail),
    doing: "Drawing the first page",
  });
  return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
}
