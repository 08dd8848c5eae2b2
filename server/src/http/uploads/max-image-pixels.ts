// The most pixels any image may have, uploaded or inside a PDF: beyond it, decoding is a "decompression bomb".
export const MAX_IMAGE_PIXELS = 50_000_000;
