// Tiny real files for upload tests: each is recognised by its bytes, as the server checks them.
const ONE_PIXEL_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

export const pngBytes = () => Buffer.from(ONE_PIXEL_PNG, "base64");
export const pdfBytes = () =>
  Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
/** An MP4 `ftyp` box followed by padding. */
export const mp4Bytes = () =>
  Buffer.concat([Buffer.from("00000018667479706d70343200000000" + "6d70343269736f6d", "hex"), Buffer.alloc(64)]);
export const textBytes = (text = "just some words, not a picture") => Buffer.from(text);

export interface TestFile {
  bytes: Buffer;
  name: string;
}
export const file = (bytes: Buffer, name: string): TestFile => ({ bytes, name });

/** A multipart form as a browser sends it: text fields, repeated fields and files. */
export function formOf(fields: Record<string, string | string[] | TestFile | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === "string") form.append(name, value);
    else if (Array.isArray(value)) for (const entry of value) form.append(name, entry);
    else form.append(name, new Blob([value.bytes]), value.name);
  }
  return form;
}
