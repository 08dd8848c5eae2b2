// Checks a file the moment it is chosen, by the contract's rules for its kind of upload: its name's extension,
// its size, and (for PDFs and images, whose first bytes say what they are) its content. The server checks again.
import {
  DEFAULT_UPLOAD_LIMITS_MB,
  describeSize,
  UPLOAD_KIND_DESCRIPTIONS,
  type UploadKind,
  uploadExtensions,
  uploadLimitKey,
} from "@scholarly/contract";

/** The first bytes of each content type that has a fixed signature (`null` matches any byte). */
const SIGNATURES: Record<string, readonly (number | null)[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff],
  jpeg: [0xff, 0xd8, 0xff],
  gif: [0x47, 0x49, 0x46, 0x38], // GIF8
  webp: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50], // RIFF....WEBP
};

const extensionOf = (name: string) => (name.includes(".") ? (name.split(".").pop() ?? "").toLowerCase() : "");

/** Read with a FileReader, which every browser (and the test DOM) has for a slice of a file. */
function firstBytes(file: File, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

async function startsAsItsExtensionSays(file: File, extension: string): Promise<boolean> {
  const signature = SIGNATURES[extension];
  if (!signature) return true;
  const head = await firstBytes(file, signature.length);
  return signature.every((byte, at) => byte === null || head[at] === byte);
}

/** Why the chosen file cannot be uploaded as this kind, in the server's words, or null. */
export async function chosenFileProblem(file: File, kind: UploadKind): Promise<string | null> {
  const notAllowed = `${file.name} is not ${UPLOAD_KIND_DESCRIPTIONS[kind]}.`;
  const extension = extensionOf(file.name);
  if (!uploadExtensions(kind).includes(extension)) return notAllowed;
  if (file.size === 0) return `${file.name} is empty.`;
  const limit = DEFAULT_UPLOAD_LIMITS_MB[uploadLimitKey(kind)] * 1024 * 1024;
  if (file.size > limit) return `${file.name} is too large (maximum ${describeSize(limit)}).`;
  if (!(await startsAsItsExtensionSays(file, extension))) return notAllowed;
  return null;
}

/** The `accept` attribute for a file input of this kind: the file picker offers the right files first. */
export const acceptFor = (kind: UploadKind) =>
  uploadExtensions(kind)
    .map((extension) => `.${extension}`)
    .join(",");
