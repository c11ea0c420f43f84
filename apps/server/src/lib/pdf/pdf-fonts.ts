import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';
import type { PdfDocument } from './pdf-document.ts';
import { lazyRequire } from '../lazy-require.ts';
import { installFontFallback } from './pdf-font-fallback.ts';

const loadFontkit = lazyRequire<typeof import('fontkit')>('fontkit');

/**
 * The fonts every PDF writes with, by role (decisions 44). Every document names its fonts through these.
 * DejaVu Sans Condensed covers Latin with all its accents (Polish, Czech, Romanian ș ț, Turkish,
 * Vietnamese), Greek and Cyrillic, about as wide as the Helvetica the layouts were drawn for (DejaVu Sans
 * is 14 % wider: "Número da nota de crédito" no longer fitted its column). A run of characters it lacks
 * is written with the first fallback that has them: Noto Sans SC (Chinese, Japanese kanji and kana),
 * then Noto Sans KR (Hangul). The fonts come from npm packages (dejavu-fonts-ttf: Bitstream Vera
 * licence; @expo-google-fonts/noto-sans-sc, -kr: SIL OFL 1.1), never from the system or the network;
 * pdfkit embeds only the glyphs a document uses.
 */
export const FONTS = { regular: 'DejaVuSansCondensed', bold: 'DejaVuSansCondensed-Bold' } as const;

const FILES: Record<string, string> = {
  [FONTS.regular]: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf',
  [FONTS.bold]: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf',
  NotoSansSC: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  'NotoSansSC-Bold': '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  NotoSansKR: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
  'NotoSansKR-Bold': '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
};

/** For each main font, the fonts tried in order for the characters it lacks. */
export const FALLBACKS: Record<string, readonly string[]> = {
  [FONTS.regular]: ['NotoSansSC', 'NotoSansKR'],
  [FONTS.bold]: ['NotoSansSC-Bold', 'NotoSansKR-Bold'],
};

const require = createRequire(import.meta.url);
const bytes = new Map<string, Buffer>();
const parsed = new Map<string, Font>();

/** A font file's bytes, read once per process. The CJK fonts (10 MB each) are read only when a text first needs them. */
export function fontBytes(name: string): Buffer {
  let data = bytes.get(name);
  if (!data) {
    const file = FILES[name];
    if (!file) throw new Error(`Unknown PDF font ${name}`);
    data = readFileSync(require.resolve(file));
    bytes.set(name, data);
  }
  return data;
}

/**
 * A font parsed once per process, only to ask which characters it has. Documents never write with this
 * one: fontkit keeps each glyph with the characters it was first reached from (a dotless i reached
 * through "i" + a combining dot keeps "i"), so a parse shared by documents would give a later document
 * a wrong text layer ("Işık" read back as "Iş k"). Each document parses its own from `fontBytes`.
 */
export function loadFont(name: string): Font {
  let font = parsed.get(name);
  if (!font) {
    font = loadFontkit().create(fontBytes(name));
    parsed.set(name, font);
  }
  return font;
}

/**
 * Makes the fonts of `FONTS` known to a new document, writes with the regular one from the start (so the
 * built-in Helvetica is never used) and lets text runs the main font cannot print fall back to the CJK
 * fonts, which the fallback registers in the document when a text first needs them.
 */
export function registerFonts(doc: PdfDocument): void {
  for (const name of Object.values(FONTS)) doc.registerFont(name, fontBytes(name));
  installFontFallback(doc, FALLBACKS, loadFont, fontBytes);
  doc.font(FONTS.regular);
}
