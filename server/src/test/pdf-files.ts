// Small real PDFs for extraction tests, generated with pdfkit so each test says what its document holds.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createDeflate } from "node:zlib";
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

/** A PDF of one page built by hand, for what pdfkit will not write: the page's content and its one image. */
function pdfWithImage(page: { width: number; height: number }, content: string, image: Buffer, imageDict: string) {
  const objects = [
    Buffer.from("<< /Type /Catalog /Pages 2 0 R >>"),
    Buffer.from("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
    Buffer.from(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] ` +
        "/Resources << /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>",
    ),
    Buffer.from(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`),
    Buffer.concat([
      Buffer.from(`<< ${imageDict} /Length ${image.length} >>\nstream\n`),
      image,
      Buffer.from("\nendstream"),
    ]),
  ];
  const parts = [Buffer.from("%PDF-1.7\n")];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  for (const [index, body] of objects.entries()) {
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from("\nendobj\n")]);
    offsets.push(length);
    parts.push(object);
    length += object.length;
  }
  const xref = [
    "xref",
    `0 ${objects.length + 1}`,
    "0000000000 65535 f ",
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n `),
    `trailer << /Size ${objects.length + 1} /Root 1 0 R >>`,
    "startxref",
    String(length),
    "%%EOF",
  ];
  parts.push(Buffer.from(`${xref.join("\n")}\n`));
  return Buffer.concat(parts);
}

/**
 * A page holding one `side` × `side` grayscale image of zeros, Flate-compressed: 20000² is 390 KB of file and
 * 400 MB of pixels (1.6 GB once drawn in colour). The zeros are compressed as they are made, never held whole.
 */
export async function hugeImagePdf(side: number): Promise<Buffer> {
  const row = Buffer.alloc(side);
  const rows = Readable.from(
    (function* () {
      for (let y = 0; y < side; y++) yield row;
    })(),
  );
  const compressed: Buffer[] = [];
  await pipeline(rows, createDeflate({ level: 9 }), async (chunks: AsyncIterable<Buffer>) => {
    for await (const chunk of chunks) compressed.push(chunk);
  });
  return pdfWithImage(
    { width: 612, height: 792 },
    "q 612 0 0 792 0 0 cm /Im0 Do Q",
    Buffer.concat(compressed),
    `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
  );
}

/** A page `width` × `height` pt with a line of text at its top: 10 × 14400 is a strip no thumbnail can fit. */
export function oddlyShapedPdf(width: number, height: number): Promise<Buffer> {
  return render((doc) => {
    doc
      .addPage({ size: [width, height], margin: 0 })
      .fontSize(4)
      .text("Strip", 0, 0);
  });
}
