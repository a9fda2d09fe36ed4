import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The PDF standard fonts have no rupee sign, so documents embed Noto Sans (SIL Open Font
// Licence), which has ₹. The font package stays in node_modules like pdfkit itself: the
// server's bundle keeps registry packages external, so one lookup serves the bundle and tests.
const resolve = createRequire(import.meta.url).resolve;
const FILES = {
  body: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  italic: '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
} as const;

/** The names a document's text picks its embedded font by. */
export const FONT = { body: 'body', bold: 'bold', italic: 'italic' } as const;
export type PdfFont = keyof typeof FONT;

const loaded = new Map<PdfFont, Buffer>();

/** The TrueType bytes of one embedded font, read once per process. */
export function fontBytes(font: PdfFont): Buffer {
  let bytes = loaded.get(font);
  if (!bytes) {
    bytes = readFileSync(resolve(FILES[font]));
    loaded.set(font, bytes);
  }
  return bytes;
}
