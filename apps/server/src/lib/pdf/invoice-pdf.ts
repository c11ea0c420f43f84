import { defineMessages } from '../../i18n/messages.ts';
import type { IntlShape } from '@formatjs/intl';
import { translatorFor } from '../../i18n/translators.ts';
import { FORMAT_LOCALES } from '@congress/domain/i18n/languages';
import { formatMoney } from '@congress/domain/money';
import type { InvoiceDocument } from './invoice-document.ts';

/** The fixed words of the page, in the document's language. */
const LABELS = defineMessages({
  vatNumber: { id: 'pdf.invoice.vatNumber', defaultMessage: 'VAT number: {number}' },
  invoiceNumber: { id: 'pdf.invoice.invoiceNumber', defaultMessage: 'Invoice number' },
  creditNoteNumber: { id: 'pdf.invoice.creditNoteNumber', defaultMessage: 'Credit note number' },
  proformaNumber: { id: 'pdf.invoice.proformaNumber', defaultMessage: 'Proforma invoice number' },
  date: { id: 'pdf.invoice.date', defaultMessage: 'Date' },
  paymentNumber: { id: 'pdf.invoice.paymentNumber', defaultMessage: 'Payment number' },
  transactionNumber: { id: 'pdf.invoice.transactionNumber', defaultMessage: 'Transaction number' },
  billedTo: { id: 'pdf.invoice.billedTo', defaultMessage: 'Billed to' },
  congress: { id: 'pdf.invoice.congress', defaultMessage: 'Congress' },
  totalPrice: { id: 'pdf.invoice.totalPrice', defaultMessage: 'Total price' },
  netAmount: { id: 'pdf.invoice.netAmount', defaultMessage: 'Net amount (excluding VAT)' },
  vatIncluded: { id: 'pdf.invoice.vatIncluded', defaultMessage: 'VAT {rate} included' },
  issuerVatNumber: { id: 'pdf.invoice.issuerVatNumber', defaultMessage: 'Issuer VAT number' },
  netTotal: { id: 'pdf.invoice.netTotal', defaultMessage: 'Total excluding VAT' },
  vatTotal: { id: 'pdf.invoice.vatTotal', defaultMessage: 'Total VAT' },
  creditedDate: { id: 'pdf.invoice.creditedDate', defaultMessage: 'Date of the credited invoice' },
});

const isoDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

const NUMBER_LABELS = {
  invoice: LABELS.invoiceNumber,
  credit_note: LABELS.creditNoteNumber,
  proforma: LABELS.proformaNumber,
} as const;
import { createPdf, type PdfDocument, pdfToBuffer } from './pdf-buffer.ts';
import { embedFacturX, type FacturXAttachment } from './pdf-factur-x.ts';
import { FONTS } from './pdf-fonts.ts';
import { buyerBlock, linesTable, sellerBlock, vatSummary } from './invoice-pdf-lines.ts';

const LEFT = 50;
const WIDTH = 495;
const MONEY_WIDTH = 150;
const DETAIL_LABEL_WIDTH = 140;

/** A label and its right-aligned value: money keeps a narrow column, details (ids, labels) a wide one. */
function row(
  doc: PdfDocument,
  label: string,
  value: string,
  options: { bold?: boolean; detail?: boolean } = {},
) {
  const y = doc.y;
  const valueWidth = options.detail ? WIDTH - DETAIL_LABEL_WIDTH - 10 : MONEY_WIDTH;
  doc.font(options.bold ? FONTS.bold : FONTS.regular).fontSize(10);
  doc.text(label, LEFT, y, { width: WIDTH - valueWidth - 10 });
  const afterLabel = doc.y;
  doc.text(value, LEFT + WIDTH - valueWidth, y, { width: valueWidth, align: 'right' });
  doc.y = Math.max(afterLabel, doc.y) + 2;
}

function rule(doc: PdfDocument) {
  doc
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + WIDTH, doc.y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.y += 6;
}

function header(doc: PdfDocument, document: InvoiceDocument, logo: Buffer | null, intl: IntlShape) {
  if (logo) {
    try {
      doc.image(logo, LEFT, 45, { fit: [140, 60] });
    } catch {
      // An image format pdfkit cannot read only loses the logo, never the invoice.
    }
  }
  const { issuer } = document;
  if (document.seller) sellerBlock(doc, document, intl);
  else {
    doc.font(FONTS.bold).fontSize(11).text(issuer.name, 300, 50, { width: 245, align: 'right' });
    doc.font(FONTS.regular).fontSize(9);
    if (issuer.address) doc.text(issuer.address, { width: 245, align: 'right' });
    if (issuer.vatNumber)
      doc.text(intl.formatMessage(LABELS.vatNumber, { number: issuer.vatNumber }), {
        width: 245,
        align: 'right',
      });
  }
  doc.y = Math.max(doc.y, 115) + 10;
  doc.font(FONTS.bold).fontSize(18).text(document.title.toUpperCase(), LEFT, doc.y);
  doc.moveDown(0.5);
  if (document.number)
    row(doc, intl.formatMessage(NUMBER_LABELS[document.kind]), document.number, { bold: true, detail: true });
  row(doc, intl.formatMessage(LABELS.date), document.issuedOn, { detail: true });
  if (document.paymentNumber)
    row(doc, intl.formatMessage(LABELS.paymentNumber), document.paymentNumber, { detail: true });
  if (document.transactionNumber)
    row(doc, intl.formatMessage(LABELS.transactionNumber), document.transactionNumber, { detail: true });
  if (document.credits)
    row(doc, intl.formatMessage(LABELS.creditedDate), isoDate(document.credits.issuedOnIso, intl.locale), {
      detail: true,
    });
  doc.moveDown(0.8);
}

function parties(doc: PdfDocument, document: InvoiceDocument, intl: IntlShape) {
  const top = doc.y;
  const { participant, congress } = document;
  if (document.buyer) buyerBlock(doc, document, intl, top);
  else {
    doc.font(FONTS.bold).fontSize(10).text(intl.formatMessage(LABELS.billedTo), LEFT, top, { width: 240 });
    doc.font(FONTS.regular).fontSize(10);
    for (const line of [participant.name, participant.address, participant.country, participant.email]) {
      if (line) doc.text(line, { width: 240 });
    }
  }
  const leftBottom = doc.y;
  doc
    .font(FONTS.bold)
    .fontSize(10)
    .text(intl.formatMessage(LABELS.congress), LEFT + 255, top, { width: 240 });
  doc.font(FONTS.regular).fontSize(10);
  for (const line of [congress.label, congress.description, congress.city, congress.email]) {
    if (line) doc.text(line, { width: 240 });
  }
  doc.y = Math.max(leftBottom, doc.y) + 16;
}

/** A document with itemised lines (decisions 45): the lines, their totals, the booking's account, the VAT per rate. */
function itemisedBody(doc: PdfDocument, document: InvoiceDocument, intl: IntlShape) {
  const locale = FORMAT_LOCALES[document.language ?? 'en'];
  const money = (cents: number) => formatMoney(cents, document.currency, { alwaysMinor: true, locale });
  linesTable(doc, document, intl, money);
  row(doc, intl.formatMessage(LABELS.netTotal), document.netAmount);
  row(doc, intl.formatMessage(LABELS.vatTotal), document.vatAmount);
  row(doc, document.amountLabel, document.amount, { bold: true });
  rule(doc);
  row(doc, intl.formatMessage(LABELS.totalPrice), document.totalPrice);
  for (const note of document.notes) row(doc, note.label, note.value, { detail: !note.isAmount });
  vatSummary(doc, document.vatBreakdown ?? [], intl);
}

function body(doc: PdfDocument, document: InvoiceDocument, intl: IntlShape) {
  for (const detail of document.details) row(doc, detail.label, detail.value, { detail: true });
  doc.moveDown(0.5);
  rule(doc);
  if (document.items) {
    itemisedBody(doc, document, intl);
    return footer(doc, document);
  }
  for (const line of document.lines) row(doc, line.label, line.amount);
  row(doc, intl.formatMessage(LABELS.totalPrice), document.totalPrice, { bold: true });
  for (const note of document.notes) row(doc, note.label, note.value, { detail: !note.isAmount });
  rule(doc);
  row(doc, document.amountLabel, document.amount, { bold: true });
  row(doc, intl.formatMessage(LABELS.netAmount), document.netAmount);
  row(doc, intl.formatMessage(LABELS.vatIncluded, { rate: document.vatRate }), document.vatAmount);
  if (document.issuer.vatNumber)
    row(doc, intl.formatMessage(LABELS.issuerVatNumber), document.issuer.vatNumber, { detail: true });
  footer(doc, document);
}

function footer(doc: PdfDocument, document: InvoiceDocument) {
  if (document.footer) {
    doc.moveDown(1.5);
    doc.font(FONTS.regular).fontSize(9).text(document.footer, LEFT, doc.y, { width: WIDTH });
  }
}

/**
 * Renders an invoice, proforma or credit note from its stored content alone; with `facturX`, as a
 * Factur-X PDF/A-3 carrying its EN 16931 XML (decisions 45).
 */
export async function renderInvoicePdf(
  document: InvoiceDocument,
  logo: Buffer | null,
  createdAt: Date,
  facturX?: FacturXAttachment,
): Promise<Buffer> {
  const doc = createPdf({
    title: document.number ? `${document.title} ${document.number}` : document.title,
    author: document.issuer.name,
    createdAt,
    language: document.language ?? 'en',
    pdfA: Boolean(facturX),
  });
  if (facturX) embedFacturX(doc, facturX, createdAt);
  const { intl } = translatorFor(document.language ?? 'en');
  header(doc, document, logo, intl);
  parties(doc, document, intl);
  body(doc, document, intl);
  return pdfToBuffer(doc);
}
