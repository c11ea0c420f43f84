import type { Language } from '@congress/domain/i18n/languages';
import { defineMessages } from '../../i18n/messages.ts';
import { translatorFor } from '../../i18n/translators.ts';
import { loadPdfKit, pdfToBuffer } from '../../lib/pdf/pdf-buffer.ts';
import { fitFontSize } from '../../lib/pdf/pdf-fit.ts';
import { FONTS, registerFonts } from '../../lib/pdf/pdf-fonts.ts';
import { drawQr } from './ticket-qr.ts';

export type PrintedTicket = {
  firstName: string;
  lastName: string;
  typeLabel: string;
  hotel: string;
  token: string;
};

const A6: [number, number] = [297.64, 419.53];

const WORDS = defineMessages({
  ticket: { id: 'ticket.pdf.ticket', defaultMessage: 'Ticket' },
  title: { id: 'ticket.pdf.title', defaultMessage: 'Ticket - {congress}' },
});

/**
 * The printable ticket: one A6 page per confirmed person, the QR code big enough for a phone camera;
 * its words in the owner's language.
 */
export async function renderTickets(
  tickets: PrintedTicket[],
  congress: { label: string; brandColor: string },
  createdAt: Date,
  language: Language = 'en',
): Promise<Buffer> {
  const { intl } = translatorFor(language);
  const PDFDocument = loadPdfKit();
  const doc = new PDFDocument({
    size: A6,
    margin: 24,
    autoFirstPage: false,
    lang: language,
    info: {
      Title: intl.formatMessage(WORDS.title, { congress: congress.label }),
      Author: congress.label,
      CreationDate: createdAt,
    },
  });
  registerFonts(doc);
  for (const ticket of tickets) {
    doc.addPage({ size: A6, margin: 24 });
    doc.save().rect(0, 0, A6[0], 56).fill(congress.brandColor).restore();
    doc.fillColor('#ffffff').font(FONTS.bold).fontSize(13);
    doc.text(congress.label, 24, 16, { width: A6[0] - 48, lineBreak: false, ellipsis: true });
    doc.font(FONTS.regular).fontSize(9).text(intl.formatMessage(WORDS.ticket), 24, 34);
    const name = `${ticket.firstName} ${ticket.lastName}`;
    doc.fillColor('#000000').font(FONTS.bold);
    fitFontSize(doc, name, A6[0] - 48, 18, 12).text(name, 24, 72, { width: A6[0] - 48 });
    doc
      .font(FONTS.regular)
      .fontSize(10)
      .text(ticket.typeLabel, { width: A6[0] - 48 });
    doc.text(ticket.hotel, { width: A6[0] - 48 });
    const qr = 190;
    drawQr(doc, ticket.token, (A6[0] - qr) / 2, A6[1] - qr - 44, qr);
    doc.fontSize(7).fillColor('#555555');
    doc.text(ticket.token, 24, A6[1] - 36, { width: A6[0] - 48, align: 'center' });
    doc.fillColor('#000000');
  }
  if (tickets.length === 0) doc.addPage({ size: A6, margin: 24 });
  return pdfToBuffer(doc);
}
