// Upload forms for publication tests: real PDF bytes, and files that only pretend to be PDFs.
const PDF_HEADER = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";

/** A PDF of about `size` bytes (the header is what content checks look at). */
export function pdfBytes(size = 1024): Buffer {
  const header = Buffer.from(PDF_HEADER, "latin1");
  const trailer = Buffer.from("\n%%EOF\n");
  return Buffer.concat([header, Buffer.alloc(Math.max(0, size - header.length - trailer.length), 0x20), trailer]);
}

/** A Linux executable's first bytes, to be sent under a .pdf name. */
export function elfBytes(): Buffer {
  return Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(2048, 0)]);
}

export function publicationForm(
  fields: Record<string, string> = {},
  file: { bytes: Buffer; name: string } | null = { bytes: pdfBytes(), name: "paper.pdf" },
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
  if (file) form.append("upload_document", new Blob([file.bytes], { type: "application/pdf" }), file.name);
  return form;
}
