import { loadQrCode } from '../../lib/pdf/pdf-qr.ts';

/** The QR code of a ticket token as SVG, for the dashboard (drawn on the server: no QR code in the web bundle). */
export function qrSvg(token: string): Promise<string> {
  return loadQrCode().toString(token, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}

/** Drawn in PDFs by lib/pdf (tickets, badges and invitation letters share it). */
export { drawQr } from '../../lib/pdf/pdf-qr.ts';
