// Opens a PDF with pdf.js in our child processes, always with pdf.js's own limits on what it decodes.
import { getDocumentProxy } from "unpdf";
import { MAX_IMAGE_PIXELS } from "../http/uploads/max-image-pixels.js";

const PDFJS_LIMITS = {
  verbosity: 0,
  // An image inside a PDF is held to the limit an uploaded image is: a 20000 × 20000 picture of zeros is a few
  // hundred kilobytes compressed and 1.6 GB drawn. pdf.js leaves out an image over it, and says so in a warning.
  maxImageSize: MAX_IMAGE_PIXELS,
  // The largest canvas pdf.js makes on its own (to scale images down), in bytes: 50 megapixels of RGBA.
  canvasMaxAreaInBytes: MAX_IMAGE_PIXELS * 4,
  // PostScript functions are interpreted, never compiled into JavaScript from the file.
  isEvalSupported: false,
};

type OpenOptions = Parameters<typeof getDocumentProxy>[1];

export function openPdf(bytes: Uint8Array, options: OpenOptions = {}) {
  // A Buffer arrives from the parent process; pdf.js takes only a plain Uint8Array, which can view the same bytes.
  const plain = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return getDocumentProxy(plain, { ...PDFJS_LIMITS, ...options });
}
