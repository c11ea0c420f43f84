import { randomBytes } from 'node:crypto';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { readQrOfPdf } from '../../../test/qr-read.ts';
import { pdfToBuffer } from '../../lib/pdf/pdf-buffer.ts';
import { drawQr } from './ticket-qr.ts';

/** The QR codes of tickets and badges are drawn as squares: each one must read back as its token. */
describe('drawQr', () => {
  it('draws codes that read back as their tokens (40 tokens of the ticket shape)', async () => {
    for (let i = 0; i < 40; i++) {
      const token = `${(1 + i * 977).toString(36)}.${randomBytes(16).toString('base64url')}`;
      // Six points a module, quiet zone included: whole pixels at 72 dpi.
      const size = (QRCode.create(token, { errorCorrectionLevel: 'M' }).modules.size + 8) * 6;
      const doc = new PDFDocument({ size: [size, size], margin: 0 });
      drawQr(doc, token, 0, 0, size);
      expect(await readQrOfPdf(await pdfToBuffer(doc))).toBe(token);
    }
  });
});
