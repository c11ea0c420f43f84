import type { Font } from 'fontkit';
import type { PdfDocument } from './pdf-document.ts';

/** What pdfkit passes to its text internals (the public options plus what its line wrapper adds). */
type TextOptions = {
  width?: number;
  align?: string;
  baseline?: number | string;
  characterSpacing?: number;
  horizontalScaling?: number;
  wordSpacing?: number;
  lineWidth?: number;
  textWidth?: number;
  wordCount?: number;
  destination?: string;
};

type PdfFont = { font?: Font; ascender: number; descender: number; xHeight: number };

/** The parts of pdfkit 0.20's document the fallback works with (pinned version: see package.json). */
type Internals = {
  _font: PdfFont;
  _fontSize: number;
  _fontSource: unknown;
  _fontFamily: unknown;
  _fontFamilies: Record<string, PdfFont | undefined>;
  _registeredFonts: Record<string, unknown>;
  _fragment(text: string, x: number, y: number, options: TextOptions): void;
  widthOfString(text: string, options?: TextOptions): number;
  font(name: string): unknown;
  registerFont(name: string, src: unknown): unknown;
};

type Run = { text: string; font: string };

/** Characters that take the font of the run they are in: spaces, marks (accents, variation selectors), joiners. */
const NEUTRAL = /[\s\p{M}\p{Cf}]/u;
/** ASCII only: every main font has it, so most texts skip the per-character look-up. */
const ASCII = /^[\x20-\x7E]*$/;

/**
 * Lets a document write any text with its main fonts: a run of characters the current main font lacks is
 * measured and drawn with the first font of `fallbacks[main]` that has them (text stays selectable, each
 * font carrying its own ToUnicode map). It replaces the document's own `widthOfString` and `_fragment`
 * (one line of text at a position), the two places pdfkit measures and draws, so every call of
 * `doc.text(...)` keeps working as written: wrapping, ellipsis, alignment (left, right, center, justify),
 * `continued`, underline and links. Texts that need no fallback take pdfkit's own path unchanged.
 */
export function installFontFallback(
  doc: PdfDocument,
  fallbacks: Record<string, readonly string[]>,
  load: (name: string) => Font,
  source: (name: string) => Buffer,
): void {
  const d = doc as unknown as Internals;
  const fragment = d._fragment;
  const width = d.widthOfString;

  const mainName = () => Object.keys(fallbacks).find((name) => d._fontFamilies[name] === d._font);

  /** The text cut into runs by font, or null when the current main font prints all of it. */
  function runsOf(text: string): Run[] | null {
    if (ASCII.test(text)) return null;
    const main = mainName();
    const mainFont = d._font.font;
    if (!main || !mainFont) return null;
    const chain = fallbacks[main] ?? [];
    const runs: Run[] = [];
    let mixed = false;
    for (const char of text) {
      const last = runs[runs.length - 1];
      const codePoint = char.codePointAt(0) ?? 0;
      let name: string = main;
      if (last && NEUTRAL.test(char)) name = last.font;
      else if (!mainFont.hasGlyphForCodePoint(codePoint))
        name = chain.find((candidate) => load(candidate).hasGlyphForCodePoint(codePoint)) ?? main;
      if (name !== main) mixed = true;
      if (last && last.font === name) last.text += char;
      else runs.push({ text: char, font: name });
    }
    return mixed ? runs : null;
  }

  /** Runs `action` with `name` as the current font, then puts the document's font back. */
  function inFont<T>(name: string, action: () => T): T {
    const saved = { font: d._font, source: d._fontSource, family: d._fontFamily };
    if (!d._registeredFonts[name]) d.registerFont(name, source(name));
    d.font(name);
    try {
      return action();
    } finally {
      d._font = saved.font;
      d._fontSource = saved.source;
      d._fontFamily = saved.family;
    }
  }

  d.widthOfString = (text: string, options: TextOptions = {}) => {
    const runs = runsOf(`${text}`);
    if (!runs) return width.call(d, text, options);
    const gap = ((options.characterSpacing ?? 0) * (options.horizontalScaling ?? 100)) / 100;
    const widths = runs.map((run) => inFont(run.font, () => width.call(d, run.text, options)));
    return widths.reduce((sum, w) => sum + w, 0) + gap * (runs.length - 1);
  };

  d._fragment = (text: string, x: number, y: number, options: TextOptions) => {
    const line = `${text}`.replace(/\n/g, '');
    if (!runsOf(line)) return fragment.call(d, text, x, y, options);
    const measure = (part: string) => d.widthOfString(part, options);
    const spacing = options.characterSpacing ?? 0;
    let wordSpacing = options.wordSpacing ?? 0;
    let start = x;
    // Alignment as pdfkit computes it, from the width of the whole line in its several fonts.
    if (options.width) {
      const lineWidth = options.lineWidth ?? options.width;
      if (options.align === 'right') start += lineWidth - measure(line.replace(/\s+$/, ''));
      if (options.align === 'center') start += lineWidth / 2 - (options.textWidth ?? measure(line)) / 2;
      if (options.align === 'justify') {
        const gaps = Math.max(1, line.trim().split(/\s+/).length - 1);
        const inked = measure(line.replace(/\s+/g, ''));
        wordSpacing = Math.max(0, (lineWidth - inked) / gaps - (measure(' ') + spacing));
      }
    }
    // Every run sits on the main font's baseline, whatever the ascender of its own font.
    let runOptions: TextOptions = {
      ...options,
      width: undefined,
      align: 'left',
      lineWidth: undefined,
      textWidth: undefined,
      wordCount: undefined,
      wordSpacing: 0,
      baseline: -baselineOffset(d, options),
    };
    const draw = (part: string, at: number) => {
      let cursor = at;
      for (const run of runsOf(part) ?? [{ text: part, font: mainName() ?? '' }]) {
        inFont(run.font, () => fragment.call(d, run.text, cursor, y, runOptions));
        cursor += inFont(run.font, () => width.call(d, run.text, runOptions)) + spacing;
        runOptions = { ...runOptions, destination: undefined };
      }
      return cursor - spacing;
    };
    if (!wordSpacing) {
      draw(line, start);
      return;
    }
    // Justified (or spaced) text: word by word, each gap widened as pdfkit widens it.
    const space = measure(' ') + spacing + wordSpacing;
    for (const word of line.trim().split(/\s+/)) start = draw(word, start) + space;
  };
}

/** How far below the text's top pdfkit puts the baseline, for the current (main) font. */
function baselineOffset(d: Internals, options: TextOptions): number {
  if (typeof options.baseline === 'number') return -options.baseline;
  const font = d._font;
  const byName: Record<string, number> = {
    'svg-middle': 0.5 * font.xHeight,
    middle: 0.5 * (font.descender + font.ascender),
    'svg-central': 0.5 * (font.descender + font.ascender),
    bottom: font.descender,
    ideographic: font.descender,
    alphabetic: 0,
    mathematical: 0.5 * font.ascender,
    hanging: 0.8 * font.ascender,
  };
  return ((byName[options.baseline ?? ''] ?? font.ascender) / 1000) * d._fontSize;
}
