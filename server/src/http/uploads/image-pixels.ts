// Refuses images whose pixel dimensions would make decoding them a "decompression bomb", judged by the header
// as the upload streams: a 100 KB PNG can claim 40,000 × 40,000 pixels (6 GB once decoded).
import { Transform } from "node:stream";
import sharp from "sharp";
import { badRequest } from "../http-error.js";
import { MAX_IMAGE_PIXELS } from "./max-image-pixels.js";

/**
 * Where the dimensions are read from. PNG, GIF and WebP name them in their first bytes; a JPEG names them
 * after its EXIF, XMP and colour profile segments, which rarely exceed a few hundred kilobytes.
 */
const HEADER_BYTES = 2 * 1024 * 1024;

async function checkDimensions(header: Buffer, label: string): Promise<void> {
  let dimensions: { width: number; height: number };
  try {
    // Reading the header decodes no pixels, so no limit is needed for it.
    dimensions = await sharp(header, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(`${label} could not be read as an image.`);
  }
  const { width, height } = dimensions;
  if (width * height > MAX_IMAGE_PIXELS) {
    throw badRequest(
      `${label} is too large: ${width} × ${height} pixels, at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are allowed.`,
    );
  }
}

/** Passes the bytes through, failing the stream when the image's header names too many pixels. */
export function pixelLimiter(label: string): Transform {
  const header: Buffer[] = [];
  let headerLength = 0;
  let checked = false;
  const check = () => {
    checked = true;
    const bytes = Buffer.concat(header);
    header.length = 0;
    return checkDimensions(bytes, label);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (checked) return callback(null, chunk);
      header.push(chunk);
      headerLength += chunk.length;
      if (headerLength < HEADER_BYTES) return callback(null, chunk);
      check().then(() => callback(null, chunk), callback);
    },
    flush(callback) {
      if (checked) return callback();
      check().then(() => callback(), callback);
    },
  });
}
