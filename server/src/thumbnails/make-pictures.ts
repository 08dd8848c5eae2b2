// Turns a post's file into WebP thumbnails: a PDF's first page at 320 px wide, an image at 320 and 1280 px wide.
// sharp writes no metadata unless asked, so EXIF (camera, GPS position) never reaches a thumbnail.
import sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "../http/uploads/max-image-pixels.js";
import { renderFirstPage, UnrenderablePdfError } from "./render-pdf-page.js";

export const SMALL_WIDTH = 320;
export const LARGE_WIDTH = 1280;

// A first page drawn 320 px wide needs far less; a hostile one is stopped at these (memory: RLIMIT_DATA of its process).
const PDF_RENDER_LIMITS = { width: SMALL_WIDTH, timeoutMs: 30_000, memoryMb: 1024 };
const PDF_SIGNATURE = Buffer.from("%PDF-");

/** A WebP picture, ready to store. */
export interface Picture {
  bytes: Buffer;
  width: number;
  height: number;
}

export interface Pictures {
  small: Picture;
  /** Only images get a large picture; a PDF page's is the document itself. */
  large: Picture | null;
}

/** The file cannot be pictured (a broken PDF or image): recorded, never retried. */
export class UnpicturableFileError extends Error {}

async function webp(source: Buffer, width: number): Promise<Picture> {
  const { data, info } = await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS })
    .autoOrient()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

export async function makePictures(file: Buffer, signal: AbortSignal): Promise<Pictures> {
  const isPdf = file.subarray(0, 1024).includes(PDF_SIGNATURE);
  let page: Buffer | undefined;
  if (isPdf) {
    try {
      page = await renderFirstPage(file, PDF_RENDER_LIMITS, signal);
    } catch (error) {
      if (error instanceof UnrenderablePdfError) throw new UnpicturableFileError(error.message);
      throw error;
    }
  }
  try {
    if (page) return { small: await webp(page, SMALL_WIDTH), large: null };
    const [small, large] = await Promise.all([webp(file, SMALL_WIDTH), webp(file, LARGE_WIDTH)]);
    return { small, large };
  } catch (error) {
    // sharp refuses what it cannot decode (or what is too large) with a plain Error.
    throw new UnpicturableFileError(error instanceof Error ? error.message : String(error));
  }
}
