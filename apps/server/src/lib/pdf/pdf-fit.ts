import type { PdfDocument } from './pdf-buffer.ts';

/**
 * Sets the largest font size from `max` down to `min` at which `text` fits `width` on one line in the
 * current font, so a long name on a badge or a ticket shrinks rather than being cut or broken in two.
 * A name still too wide at `min` is left to the caller's wrapping or ellipsis.
 */
export function fitFontSize(
  doc: PdfDocument,
  text: string,
  width: number,
  max: number,
  min: number,
): PdfDocument {
  doc.fontSize(max);
  const natural = doc.widthOfString(text);
  // Widths grow in proportion to the size (no character spacing on these texts).
  return doc.fontSize(natural <= width ? max : Math.max(min, (max * width) / natural));
}
