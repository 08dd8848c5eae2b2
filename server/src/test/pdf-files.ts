// Small real PDFs for extraction tests, generated with pdfkit so each test says what its document holds.
import PDFDocument from "pdfkit";
import { pngBytes } from "./file-fixtures.js";

function render(draw: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, ...options });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** A PDF with a text layer: one page per string. */
export function textPdf(pages: string[], options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  return render((doc) => {
    for (const text of pages) doc.addPage().fontSize(14).text(text);
  }, options);
}

/** A scan, as far as text goes: a page holding only a picture. */
export function imageOnlyPdf(): Promise<Buffer> {
  return render((doc) => {
    doc.addPage().image(pngBytes(), 72, 72, { width: 200 });
  });
}

/** A PDF that opens only with a password. */
export function passwordProtectedPdf(text: string): Promise<Buffer> {
  return textPdf([text], { userPassword: "secret", ownerPassword: "owner-secret" });
}

/** Starts like a PDF (so the upload accepts it) but is garbage after the header. */
export function brokenPdf(): Buffer {
  return Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2048, 0x5a), Buffer.from("\n%%EOF\n")]);
}
