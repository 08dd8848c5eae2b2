// Multipart forms as a browser sends them, for upload tests: any fields and files, or a whole publication.
import { pdfBytes } from "./file-fixtures.js";

export interface FormFile {
  bytes: Buffer;
  name: string;
}
export const file = (bytes: Buffer, name: string): FormFile => ({ bytes, name });

/** A multipart form of text fields, repeated fields and files. */
export function formOf(fields: Record<string, string | string[] | FormFile | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === "string") form.append(name, value);
    else if (Array.isArray(value)) for (const entry of value) form.append(name, entry);
    else form.append(name, new Blob([value.bytes]), value.name);
  }
  return form;
}

/** A publication's upload form: valid fields unless overridden, and a PDF document unless `upload` says otherwise. */
export function publicationForm(
  fields: Record<string, string> = {},
  upload: FormFile | null = { bytes: pdfBytes(), name: "paper.pdf" },
): FormData {
  const form = new FormData();
  const values = {
    title: "Merging sorted feeds",
    author: "Ada Lovelace",
    publication_date: "2025-05-01",
    publication_type: "journal",
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  if (upload) form.append("upload_document", new Blob([upload.bytes], { type: "application/pdf" }), upload.name);
  return form;
}
