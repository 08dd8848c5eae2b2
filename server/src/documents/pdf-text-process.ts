// The child process that reads a PDF's text layer (started by pdf-text.ts under its memory and time limits).
import { serveLimitedTask } from "../limited-process/limited-task.js";
import { openPdf } from "./open-pdf.js";

export interface PdfTextTask {
  bytes: Uint8Array;
  maxChars: number;
}

serveLimitedTask(async ({ bytes, maxChars }: PdfTextTask) => {
  const pdf = await openPdf(bytes);
  const pages: string[] = [];
  let length = 0;
  for (let number = 1; number <= pdf.numPages && length <= maxChars; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ("str" in item ? item.str : "") + ("hasEOL" in item && item.hasEOL ? "\n" : ""))
      .join("");
    pages.push(text);
    length += text.length;
    page.cleanup();
  }
  return { pages: pdf.numPages, text: pages.join("\n\n") };
});
