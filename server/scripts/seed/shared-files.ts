// The few small files every seeded row points at: each is generated and stored once, then shared by key,
// so a million posts cost a handful of files on disk.
import { Readable } from "node:stream";
import { crc32, deflateSync } from "node:zlib";
import type { Storage } from "../../src/storage/storage.js";

export interface SharedFiles {
  avatars: string[];
  images: string[];
  document: string;
  cv: string;
  video: string;
  code: string;
}

/** Fixed keys in the server's `<kind>/<uuid>.<ext>` form; the uuid part reads "5eed" (seed). */
const sharedKey = (kind: string, number: number, ext: string) =>
  `${kind}/5eed0000-0000-4000-8000-${String(number).padStart(12, "0")}.${ext}`;

const AVATAR_COLOURS = [
  [0x3b, 0x82, 0xf6],
  [0xef, 0x44, 0x44],
  [0x10, 0xb9, 0x81],
  [0xf5, 0x9e, 0x0b],
  [0x8b, 0x5c, 0xf6],
  [0xec, 0x48, 0x99],
];

export const SHARED_FILES: SharedFiles = {
  avatars: AVATAR_COLOURS.map((_, index) => sharedKey("image", index + 1, "png")),
  images: AVATAR_COLOURS.map((_, index) => sharedKey("image", index + 101, "png")),
  document: sharedKey("document", 1, "pdf"),
  cv: sharedKey("cv", 1, "pdf"),
  video: sharedKey("video", 1, "webm"),
  code: sharedKey("code", 1, "txt"),
};

/** Stores each shared file unless it is already there (seeding twice reuses them). */
export async function storeSharedFiles(storage: Storage): Promise<SharedFiles> {
  const files: Array<[string, Buffer, string]> = [
    ...AVATAR_COLOURS.map((rgb, index): [string, Buffer, string] => [
      SHARED_FILES.avatars[index] as string,
      solidPng(64, 64, rgb),
      "image/png",
    ]),
    ...AVATAR_COLOURS.map((rgb, index): [string, Buffer, string] => [
      SHARED_FILES.images[index] as string,
      solidPng(320, 200, rgb),
      "image/png",
    ]),
    [SHARED_FILES.document, minimalPdf("Seeded publication"), "application/pdf"],
    [SHARED_FILES.cv, minimalPdf("Seeded curriculum vitae"), "application/pdf"],
    [SHARED_FILES.video, webmHeader(), "video/webm"],
    [SHARED_FILES.code, Buffer.from("print('Hello from a seeded snippet')\n"), "text/plain"],
  ];
  for (const [key, bytes, contentType] of files) {
    if (!(await storage.stat(key))) await storage.put(key, Readable.from([bytes]), contentType);
  }
  return SHARED_FILES;
}

export function solidPng(width: number, height: number, rgb: number[]): Buffer {
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
export function webmHeader(): Buffer {
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
