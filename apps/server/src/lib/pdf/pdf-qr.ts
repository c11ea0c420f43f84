import { lazyRequire } from '../lazy-require.ts';

export const loadQrCode = lazyRequire<typeof import('qrcode')>('qrcode');

/**
 * Draws the QR code into a PDF as vector squares (one per run of dark modules in a row): sharp at any
 * print size, and a thousand badges stay a small, fast document (an image each took 13 s and 3 MB).
 */
export function drawQr(doc: PDFKit.PDFDocument, token: string, x: number, y: number, size: number) {
  const { modules } = loadQrCode().create(token, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const unit = size / (modules.size + 2 * quiet);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      // A hair wider and taller, so that viewers draw no seams between neighbouring squares.
      doc.rect(
        x + (start + quiet) * unit,
        y + (row + quiet) * unit,
        (col - start) * unit + 0.05,
        unit + 0.05,
      );
    }
  }
  doc.fill('#000000').restore();
}
