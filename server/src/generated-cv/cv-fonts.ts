// The typeface of generated CVs, shipped as an npm package and embedded in every PDF (never a system font):
// Noto Sans covers accented Latin, Greek and Cyrillic names.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

export interface CvFonts {
  regular: Buffer;
  bold: Buffer;
}

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
} as const;

export async function loadCvFonts(): Promise<CvFonts> {
  const [regular, bold] = await Promise.all([
    readFile(require.resolve(FONT_FILES.regular)),
    readFile(require.resolve(FONT_FILES.bold)),
  ]);
  return { regular, bold };
}
