// The child process that lays a CV out as a PDF (started by render-cv.ts under its memory and time limits):
// formatting hundreds of references and laying out dozens of pages would otherwise hold the event loop.
import type { CvStyle } from "@scholarly/contract";
import { serveLimitedTask } from "../limited-process/limited-task.js";
import { type CvSources, cvContent } from "./cv-content.js";
import { loadCvFonts } from "./cv-fonts.js";
import { renderCvPdf } from "./cv-pdf.js";

export interface CvTask {
  sources: CvSources;
  style: CvStyle;
  origin: string;
  now: Date;
}

serveLimitedTask(async ({ sources, style, origin, now }: CvTask) => {
  const pdf = await renderCvPdf(cvContent(sources, style, origin, now), await loadCvFonts());
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
});
