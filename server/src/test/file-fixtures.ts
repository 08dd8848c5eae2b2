// Tiny valid files built in memory, each recognised by its bytes as the server checks uploads. The server tests,
// the browser tests (as @scholarly/server/test/file-fixtures) and the seed all take their files from here.
import { crc32, deflateSync } from "node:zlib";

const BLUE = [0x3b, 0x82, 0xf6];

/** A PNG of one colour; the seed's avatars and images are bigger than the tests' 2×2. */
export function solidPng(width: number, height: number, rgb: readonly number[]): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, "latin1"), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A one-page PDF with a line of text and a correct cross-reference table. */
export function minimalPdf(text: string): Buffer {
  const content = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

/** An EBML header declaring a WebM document and an empty segment: recognised as video/webm, with no frames. */
export function webmBytes(): Buffer {
  const docType = Buffer.from("webm", "latin1");
  const ebmlBody = Buffer.concat([
    Buffer.from([0x42, 0x86, 0x81, 0x01]), // EBMLVersion 1
    Buffer.from([0x42, 0xf7, 0x81, 0x01]), // EBMLReadVersion 1
    Buffer.from([0x42, 0xf2, 0x81, 0x04]), // EBMLMaxIDLength 4
    Buffer.from([0x42, 0xf3, 0x81, 0x08]), // EBMLMaxSizeLength 8
    Buffer.from([0x42, 0x82, 0x80 | docType.length]), // DocType
    docType,
    Buffer.from([0x42, 0x87, 0x81, 0x02]), // DocTypeVersion 2
    Buffer.from([0x42, 0x85, 0x81, 0x02]), // DocTypeReadVersion 2
  ]);
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | ebmlBody.length]),
    ebmlBody,
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x80]), // Segment of size 0
  ]);
}

export const pngBytes = () => solidPng(2, 2, BLUE);

/** The test PDF; with `size`, a comment before the end marker pads it to that many bytes, for upload limits. */
export function pdfBytes(size = 0): Buffer {
  const pdf = minimalPdf("Test document");
  const end = pdf.lastIndexOf("%%EOF");
  const padding = Math.max(0, size - pdf.length - 2);
  if (padding === 0) return pdf;
  const comment = Buffer.from(`%${" ".repeat(padding)}\n`, "latin1");
  return Buffer.concat([pdf.subarray(0, end), comment, pdf.subarray(end)]);
}

/** A 1×1 GIF. */
export const gifBytes = () => Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");

/** An MP4 file header ('ftyp' box, brand isom) followed by an empty 'free' box. */
export const mp4Bytes = () =>
  Buffer.from([
    0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x6d, 0x70, 0x34,
    0x31, 0, 0, 0, 8, 0x66, 0x72, 0x65, 0x65,
  ]);

/** A code file: UTF-8 text, as code uploads must be. */
export const codeBytes = (code = "print('Hello from Scholarly')\n") => Buffer.from(code);

/** Plain words: neither a picture, a document nor a video. */
export const textBytes = (text = "just some words, not a picture") => Buffer.from(text);

/** A Linux executable's first bytes, to be sent under a .pdf name. */
export const elfBytes = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(2048, 0)]);

const BROWSER_FILES = {
  pdf: { mimeType: "application/pdf", bytes: pdfBytes },
  png: { mimeType: "image/png", bytes: pngBytes },
  gif: { mimeType: "image/gif", bytes: gifBytes },
  mp4: { mimeType: "video/mp4", bytes: mp4Bytes },
  webm: { mimeType: "video/webm", bytes: webmBytes },
  py: { mimeType: "text/x-python", bytes: () => codeBytes() },
};

/** A file as a browser picks it: the shape Playwright's setInputFiles and multipart fields take. */
export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A file of the kind its name's extension says. */
export function testFile(name: `${string}.${keyof typeof BROWSER_FILES}`): TestFile {
  const extension = name.slice(name.lastIndexOf(".") + 1) as keyof typeof BROWSER_FILES;
  const { mimeType, bytes } = BROWSER_FILES[extension];
  return { name, mimeType, buffer: bytes() };
}
