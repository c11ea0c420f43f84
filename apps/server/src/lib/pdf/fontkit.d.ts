// fontkit ships no types; these are the few members the PDF fonts use (fontkit 2.0, pdfkit's own parser).
declare module 'fontkit' {
  export interface Font {
    postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): unknown;
  }
  export function create(data: Uint8Array, postscriptName?: string): Font;
}
