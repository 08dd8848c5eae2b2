// Images for thumbnail and upload tests: a camera photo that says where it was taken, and a decompression bomb.
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { solidPng } from "./file-fixtures.js";

export const PHOTO_CAMERA = "Scholarly TestCam";

/** A JPEG photo whose EXIF names the camera and the GPS position it was taken at (Greenwich). */
export function photoWithGps(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#4a7f3c" } })
    .jpeg()
    .withExif({
      IFD0: { Make: PHOTO_CAMERA },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 28/1 38/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 0/1 5/1" },
    })
    .toBuffer();
}

/** A valid one-pixel PNG whose header claims `width` × `height` pixels: small to send, huge once decoded. */
export function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(solidPng(1, 1, [0, 0, 0]));
  // Signature (8), IHDR length (4), then the chunk type and body, which its CRC covers.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
