import type { IntlShape } from '@formatjs/intl';
import { defineMessages } from '../../i18n/messages.ts';
import type { DocumentAddress, InvoiceDocument, InvoiceLine, VatBreakdownLine } from './invoice-document.ts';
import type { PdfDocument } from './pdf-buffer.ts';
import { FONTS } from './pdf-fonts.ts';

/** The itemised parts of a document (decisions 45): parties, lines with their VAT, the VAT summary. */
const LABELS = defineMessages({
  seller: { id: 'pdf.invoice.seller', defaultMessage: 'Seller' },
  buyer: { id: 'pdf.invoice.buyer', defaultMessage: 'Billed to' },
  vatId: { id: 'pdf.invoice.vatId', defaultMessage: 'VAT ID {id}' },
  attention: { id: 'pdf.invoice.attention', defaultMessage: 'For {name}' },
  description: { id: 'pdf.invoice.column.description', defaultMessage: 'Description' },
  net: { id: 'pdf.invoice.column.net', defaultMessage: 'Net' },
  vatRate: { id: 'pdf.invoice.column.vatRate', defaultMessage: 'VAT %' },
  vat: { id: 'pdf.invoice.column.vat', defaultMessage: 'VAT' },
  gross: { id: 'pdf.invoice.column.gross', defaultMessage: 'Amount' },
  vatSummary: { id: 'pdf.invoice.vatSummary', defaultMessage: 'VAT summary' },
  taxable: { id: 'pdf.invoice.column.taxable', defaultMessage: 'Taxable amount' },
  exempt: { id: 'pdf.invoice.exempt', defaultMessage: 'exempt' },
});

const LEFT = 50;
const WIDTH = 495;
/** Description, net, VAT %, VAT and gross: the columns an accountant reads across. */
const COLUMNS = [
  { x: LEFT, width: 215 },
  { x: LEFT + 220, width: 70 },
  { x: LEFT + 295, width: 55 },
  { x: LEFT + 355, width: 65 },
  { x: LEFT + 425, width: 70 },
] as const;
const GREY = '#555555';
/** The VAT summary: a wide label (an exemption mention is printed in full), taxable amount, VAT. */
const SUMMARY = { taxable: LEFT + 310, vat: LEFT + 405 } as const;

function countryName(code: string | null, locale: string): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The lines of an address as printed: street lines, postcode and city, country. */
export function addressText(address: DocumentAddress, locale: string): string[] {
  const town = [address.postcode, address.city].filter(Boolean).join(' ');
  return [...address.lines, town, countryName(address.countryCode, locale) ?? ''].filter(Boolean);
}

/** The seller's block at the top right. */
export function sellerBlock(doc: PdfDocument, document: InvoiceDocument, intl: IntlShape) {
  const seller = document.seller;
  if (!seller) return;
  const options = { width: 245, align: 'right' } as const;
  doc.font(FONTS.bold).fontSize(11).text(seller.name, 300, 50, options);
  doc.font(FONTS.regular).fontSize(9);
  for (const line of addressText(seller.address, intl.locale)) doc.text(line, options);
  if (seller.vatId) doc.text(intl.formatMessage(LABELS.vatId, { id: seller.vatId }), options);
  if (seller.email) doc.text(seller.email, options);
}

/** The buyer on the left: the company (with the person it pays for) or the person. */
export function buyerBlock(doc: PdfDocument, document: InvoiceDocument, intl: IntlShape, top: number) {
  const buyer = document.buyer;
  if (!buyer) return;
  doc.font(FONTS.bold).fontSize(10).text(intl.formatMessage(LABELS.buyer), LEFT, top, { width: 240 });
  doc
    .font(FONTS.bold)
    .fontSize(10)
    .text(buyer.company ?? buyer.name, { width: 240 });
  doc.font(FONTS.regular).fontSize(10);
  const lines = [
    ...(buyer.company ? [intl.formatMessage(LABELS.attention, { name: buyer.name })] : []),
    ...addressText(buyer.address, intl.locale),
    ...(buyer.vatId ? [intl.formatMessage(LABELS.vatId, { id: buyer.vatId })] : []),
    ...(buyer.email ? [buyer.email] : []),
  ];
  for (const line of lines) doc.text(line, { width: 240 });
}

function cells(doc: PdfDocument, values: readonly string[], options: { bold?: boolean; size?: number } = {}) {
  const y = doc.y;
  doc.font(options.bold ? FONTS.bold : FONTS.regular).fontSize(options.size ?? 9.5);
  let bottom = y;
  values.forEach((value, index) => {
    const column = COLUMNS[index];
    if (!column) return;
    doc.text(value, column.x, y, { width: column.width, align: index === 0 ? 'left' : 'right' });
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom + 3;
}

function thinRule(doc: PdfDocument) {
  doc
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + WIDTH, doc.y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.y += 4;
}

const rateText = (line: Pick<InvoiceLine, 'vatRate' | 'vatCategory'>, locale: string, exempt: string) =>
  line.vatCategory === 'E'
    ? exempt
    : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
        Number(line.vatRate) / 100,
      );

/** The lines table: each line's net, rate, VAT and gross; nights under their line. */
export function linesTable(
  doc: PdfDocument,
  document: InvoiceDocument,
  intl: IntlShape,
  money: (cents: number) => string,
) {
  const items = document.items ?? [];
  const exempt = intl.formatMessage(LABELS.exempt);
  cells(
    doc,
    [LABELS.description, LABELS.net, LABELS.vatRate, LABELS.vat, LABELS.gross].map((m) =>
      intl.formatMessage(m),
    ),
    { bold: true, size: 9 },
  );
  thinRule(doc);
  for (const line of items) {
    cells(doc, [
      line.label,
      money(line.netCents),
      rateText(line, intl.locale, exempt),
      money(line.vatCents),
      line.amount,
    ]);
    if (line.nights) {
      doc.fillColor(GREY).font(FONTS.regular).fontSize(8.5);
      doc.text(line.nights.printed, LEFT + 8, doc.y - 1, { width: 207 });
      doc.fillColor('black');
      doc.y += 2;
    }
  }
  if (document.itemsNote) {
    doc
      .fillColor(GREY)
      .font(FONTS.regular)
      .fontSize(8.5)
      .text(document.itemsNote, LEFT, doc.y, { width: WIDTH });
    doc.fillColor('black');
    doc.y += 2;
  }
  thinRule(doc);
}

/** The VAT per rate (taxable amount and VAT), and the exemption mentions in full. */
export function vatSummary(doc: PdfDocument, breakdown: VatBreakdownLine[], intl: IntlShape) {
  if (breakdown.length === 0) return;
  doc.moveDown(0.6);
  doc.font(FONTS.bold).fontSize(10).text(intl.formatMessage(LABELS.vatSummary), LEFT, doc.y);
  doc.moveDown(0.2);
  const y = doc.y;
  doc.font(FONTS.bold).fontSize(9);
  doc.text(intl.formatMessage(LABELS.taxable), COLUMNS[1].x - 40, y, {
    width: COLUMNS[1].width + 40,
    align: 'right',
  });
  doc.text(intl.formatMessage(LABELS.vat), COLUMNS[3].x, y, { width: COLUMNS[3].width, align: 'right' });
  doc.y += 2;
  thinRule(doc);
  for (const group of breakdown) {
    const rowY = doc.y;
    doc.font(FONTS.regular).fontSize(9.5);
    doc.text(group.label, LEFT, rowY, { width: SUMMARY.taxable - LEFT - 10 });
    const after = doc.y;
    doc.text(group.taxable, SUMMARY.taxable, rowY, { width: 90, align: 'right' });
    doc.text(group.vat, SUMMARY.vat, rowY, { width: 90, align: 'right' });
    doc.y = Math.max(after, doc.y) + 3;
  }
}
