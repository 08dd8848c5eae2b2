// Files as a member picks them, whose first bytes are what their names say: the chosen-file check reads them.
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export const pngFile = (name: string) =>
  new File([new Uint8Array([...PNG_SIGNATURE, 0, 0, 0, 0])], name, { type: "image/png" });

export const pdfFile = (name: string) => new File(["%PDF-1.7\n"], name, { type: "application/pdf" });

/** A file that claims a size it does not hold, to stand for one over a limit without allocating it. */
export const sizedFile = (file: File, size: number) => Object.defineProperty(file, "size", { value: size });
