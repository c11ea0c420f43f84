import type { Language } from '@congress/domain/i18n/languages';
import { defineMessages } from '../../i18n/messages.ts';
import { translatorFor } from '../../i18n/translators.ts';
import { loadPdfKit, pdfToBuffer } from '../../lib/pdf/pdf-buffer.ts';
import { fitFontSize } from '../../lib/pdf/pdf-fit.ts';
import { FONTS, registerFonts } from '../../lib/pdf/pdf-fonts.ts';
import { drawQr } from './ticket-qr.ts';

export type BadgeLayout = 'a6' | 'a4_8';

export type Badge = {
  firstName: string;
  lastName: string;
  typeLabel: string;
  /** Section and working hotel of a member, when known. */
  affiliation: string | null;
  /** The ticket token the QR code carries. */
  token: string;
};

export type BadgeStyle = {
  congressLabel: string;
  brandColor: string;
  /** The congress logo (PNG or JPEG: uploads refuse anything else). */
  logo: Buffer | null;
  createdAt: Date;
  /** The language of the sheet's own words: the congress's default language. */
  language?: Language;
};

const WORDS = defineMessages({
  title: { id: 'badge.pdf.title', defaultMessage: 'Badges - {congress}' },
});

const A6: [number, number] = [297.64, 419.53];
const A4: [number, number] = [595.28, 841.89];

type Box = { x: number; y: number; w: number; h: number };

/** One badge in its box: a band in the congress's colour with the logo, the name, type, affiliation, QR. */
function drawBadge(doc: PDFKit.PDFDocument, box: Box, badge: Badge, style: BadgeStyle) {
  const pad = box.w * 0.06;
  const band = box.h * 0.16;
  doc.save().rect(box.x, box.y, box.w, band).fill(style.brandColor).restore();
  let textLeft = box.x + pad;
  if (style.logo) {
    const size = band - 8;
    doc
      .save()
      .rect(box.x + pad - 2, box.y + 2, size + 4, size + 4)
      .fill('#ffffff')
      .restore();
    doc.image(style.logo, box.x + pad, box.y + 4, { fit: [size, size] });
    textLeft += size + 10;
  }
  doc
    .fillColor('#ffffff')
    .font(FONTS.bold)
    .fontSize(Math.min(14, band * 0.4))
    .text(style.congressLabel, textLeft, box.y + band / 2 - 7, {
      width: box.x + box.w - pad - textLeft,
      height: band,
      ellipsis: true,
      lineBreak: false,
    });
  const qrSize = Math.min(box.w, box.h) * 0.36;
  const textWidth = box.w - 2 * pad;
  const nameSize = box.h > 300 ? 24 : 17;
  doc.fillColor('#000000').font(FONTS.bold);
  fitFontSize(doc, badge.firstName, textWidth, nameSize, nameSize * 0.6);
  doc.text(badge.firstName, box.x + pad, box.y + band + pad, {
    width: textWidth,
    lineBreak: false,
    ellipsis: true,
  });
  fitFontSize(doc, badge.lastName, textWidth, nameSize, nameSize * 0.6);
  doc.text(badge.lastName, { width: textWidth, lineBreak: false, ellipsis: true });
  doc
    .moveDown(0.3)
    .fillColor(style.brandColor)
    .font(FONTS.bold)
    .fontSize(nameSize * 0.5);
  doc.text(badge.typeLabel, { width: textWidth, lineBreak: false, ellipsis: true });
  if (badge.affiliation) {
    doc
      .fillColor('#333333')
      .font(FONTS.regular)
      .fontSize(nameSize * 0.45);
    doc.text(badge.affiliation, { width: textWidth - qrSize, lineBreak: false, ellipsis: true });
  }
  drawQr(doc, badge.token, box.x + box.w - pad - qrSize, box.y + box.h - pad - qrSize, qrSize);
  doc.fillColor('#000000');
}

/** Name badges: one per A6 page, or eight on each A4 sheet (two columns, four rows) to cut. */
export async function renderBadges(badges: Badge[], layout: BadgeLayout, style: BadgeStyle): Promise<Buffer> {
  const size = layout === 'a6' ? A6 : A4;
  const PDFDocument = loadPdfKit();
  const doc = new PDFDocument({
    size,
    margin: 0,
    autoFirstPage: false,
    lang: style.language ?? 'en',
    info: {
      Title: translatorFor(style.language ?? 'en').intl.formatMessage(WORDS.title, {
        congress: style.congressLabel,
      }),
      Author: style.congressLabel,
      CreationDate: style.createdAt,
    },
  });
  registerFonts(doc);
  const perPage = layout === 'a6' ? 1 : 8;
  badges.forEach((badge, index) => {
    const slot = index % perPage;
    if (slot === 0) doc.addPage({ size, margin: 0 });
    if (layout === 'a6') {
      drawBadge(doc, { x: 0, y: 0, w: A6[0], h: A6[1] }, badge, style);
      return;
    }
    const w = A4[0] / 2;
    const h = A4[1] / 4;
    const box = { x: (slot % 2) * w, y: Math.floor(slot / 2) * h, w, h };
    // Cutting lines between the eight badges of a sheet.
    doc
      .save()
      .lineWidth(0.3)
      .dash(2, { space: 3 })
      .strokeColor('#999999')
      .rect(box.x, box.y, w, h)
      .stroke()
      .restore();
    drawBadge(doc, box, badge, style);
  });
  if (badges.length === 0) doc.addPage({ size, margin: 0 });
  return pdfToBuffer(doc);
}
