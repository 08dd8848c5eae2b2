// Tiny valid files built in memory, so the browser tests need no fixture files on disk.
// The PDF and PNG builders are the seed script's, so the two kinds of test data stay one recipe.
import { minimalPdf, solidPng } from "../server/scripts/seed/shared-files.js";

const FILES = {
  pdf: { mimeType: "application/pdf", buffer: minimalPdf("Test document") },
  png: { mimeType: "image/png", buffer: solidPng(2, 2, [0x3b, 0x82, 0xf6]) },
  /** A 1×1 GIF. */
  gif: {
    mimeType: "image/gif",
    buffer: Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64"),
  },
  /** An MP4 file header ('ftyp' box, brand isom) followed by an empty 'free' box. */
  mp4: {
    mimeType: "video/mp4",
    buffer: Buffer.from([
      0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x6d, 0x70,
      0x34, 0x31, 0, 0, 0, 8, 0x66, 0x72, 0x65, 0x65,
    ]),
  },
};

export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A file of the kind its name's extension says, ready for setInputFiles or a multipart field. */
export function testFile(name: `${string}.${keyof typeof FILES}`): TestFile {
  const extension = name.slice(name.lastIndexOf(".") + 1) as keyof typeof FILES;
  return { name, ...FILES[extension] };
}
