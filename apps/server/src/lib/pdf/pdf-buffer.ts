import { lazyRequire } from '../lazy-require.ts';
import { PDF_A3B } from './pdf-factur-x.ts';
import type { PdfDocument } from './pdf-document.ts';
import { registerFonts } from './pdf-fonts.ts';

export type { PdfDocument } from './pdf-document.ts';

export const loadPdfKit = lazyRequire<typeof import('pdfkit')>('pdfkit');

/**
 * A new A4 document; its creation date is the issue date, so a stored document says when it was made.
 * `language` names the language it is written in, for screen readers; `pdfA` makes it a
 * PDF/A-3b, the container of a Factur-X invoice (decisions 45).
 */
export function createPdf(info: {
  title: string;
  author: string;
  createdAt: Date;
  language?: string;
  pdfA?: boolean;
  /** Wide tables (a rooming list) print across the page. */
  landscape?: boolean;
}): PdfDocument {
  const PDFDocument = loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    ...(info.landscape ? { layout: 'landscape' as const } : {}),
    margin: 50,
    ...(info.language ? { lang: info.language } : {}),
    ...(info.pdfA ? PDF_A3B : {}),
    info: { Title: info.title, Author: info.author, CreationDate: info.createdAt },
  });
  registerFonts(doc);
  return doc;
}

/** Ends the document and collects its bytes. */
export function pdfToBuffer(doc: PdfDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
