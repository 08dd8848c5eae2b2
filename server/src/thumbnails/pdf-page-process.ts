// The child process that draws a PDF's first page as a PNG (started by render-pdf-page.ts under its memory and
// time limits), with pdf.js on @napi-rs/canvas.
import { createIsomorphicCanvasFactory, renderPageAsImage } from "unpdf";
import { openPdf } from "../documents/open-pdf.js";
import { MAX_IMAGE_PIXELS } from "../http/uploads/max-image-pixels.js";
import { serveLimitedTask } from "../limited-process/limited-task.js";

export interface PdfPageTask {
  bytes: Uint8Array;
  /** The width of the picture, in pixels; the height follows the page. */
  width: number;
}

/**
 * The most a page may be taller than wide, or wider than tall. A 10 × 14400 pt page drawn 320 px wide would be a
 * 320 × 460,800 canvas (590 MB); no real first page is shaped like that.
 */
const MAX_PAGE_ASPECT = 5;
/** pdf.js says it left an image out only as a warning. */
const IMAGE_LEFT_OUT = "Image exceeded maximum allowed size";

serveLimitedTask(async ({ bytes, width }: PdfPageTask) => {
  const warnings: string[] = [];
  console.warn = (...parts: unknown[]) => warnings.push(parts.join(" "));
  const canvasImport = () => import("@napi-rs/canvas");
  const CanvasFactory = await createIsomorphicCanvasFactory(canvasImport);
  const pdf = await openPdf(bytes, { verbosity: 1, CanvasFactory });
  const page = await pdf.getPage(1);
  const { width: pageWidth, height: pageHeight } = page.getViewport({ scale: 1 });
  const aspect = pageHeight / pageWidth;
  if (!(aspect <= MAX_PAGE_ASPECT && aspect >= 1 / MAX_PAGE_ASPECT)) {
    throw new Error(`The first page (${pageWidth} × ${pageHeight} pt) is too far from a page's shape to picture.`);
  }
  const png = await renderPageAsImage(pdf, 1, { canvasImport, width });
  if (warnings.some((warning) => warning.includes(IMAGE_LEFT_OUT))) {
    // A picture without the page's main image would mislead; the page is recorded as one that cannot be drawn.
    throw new Error(`The first page holds an image of more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`);
  }
  return new Uint8Array(png);
});
