import QRCode from 'qrcode';

/** The QR code of a ticket token: SVG for the dashboard, PNG for PDFs (drawn on the server). */
export function qrSvg(token: string): Promise<string> {
  return QRCode.toString(token, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}

export function qrPng(token: string): Promise<Buffer> {
  return QRCode.toBuffer(token, { type: 'png', errorCorrectionLevel: 'M', margin: 1, scale: 8 });
}
