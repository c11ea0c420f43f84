import { dayInZone } from '@congress/domain/dates';
import type { Executor, Transaction } from '../../db/database.ts';
import type { InvoiceDocument } from '../../lib/pdf/invoice-document.ts';
import { renderInvoicePdf } from '../../lib/pdf/invoice-pdf.ts';
import type { ParticipationAggregate, ParticipationPayment } from '../booking/booking.service.ts';
import { storeFile } from '../files/files.service.ts';
import { participationLanguage } from '../../i18n/recipient-language.ts';
import type { Language } from '@congress/domain/i18n/languages';
import { eInvoiceWriterReady, facturXOf } from './e-invoice/e-invoice.ts';
import { buildInvoiceDocument, DOCUMENT_LABELS, type DocumentInput } from './invoice-content.ts';
import {
  findDocumentOfPayment,
  type InvoiceRow,
  insertInvoice,
  nextInvoiceNumber,
  readFileData,
} from './invoices.repository.ts';

/** The PDF of a document; an itemised invoice or credit note is a Factur-X PDF/A-3 (decisions 45). */
export async function renderDocument(
  executor: Executor,
  document: InvoiceDocument,
  issuedAt: Date,
): Promise<Buffer> {
  const logo = document.congress.logoFileId
    ? await readFileData(executor, document.congress.logoFileId)
    : null;
  return renderInvoicePdf(document, logo, issuedAt, (await facturXOf(document)) ?? undefined);
}

export async function issue(
  tx: Transaction,
  input: Omit<DocumentInput, 'number' | 'language'> & {
    creditsInvoiceId?: number | null;
    /** A group's documents are read by its payer (decisions 49); else the participation's owner. */
    readerLanguage?: Language;
  },
): Promise<InvoiceRow> {
  const { agg, kind, readerLanguage, ...rest } = input;
  const language = readerLanguage ?? (await participationLanguage(tx, agg));
  if (kind !== 'proforma') await eInvoiceWriterReady();
  // Numbered last, so the sequence row stays locked for as short a time as possible.
  const number = kind === 'proforma' ? null : await nextInvoiceNumber(tx, agg.congress.id);
  const document = buildInvoiceDocument({ ...rest, agg, kind, number, language });
  const pdf = await renderDocument(tx, document, input.issuedAt);
  const fileId = await storeFile(tx, {
    name: `${kind}_${agg.congress.slug}${document.number ? `_${document.number}` : ''}.pdf`,
    contentType: 'application/pdf',
    data: pdf,
  });
  return insertInvoice(tx, {
    congressId: agg.congress.id,
    participationId: agg.participation.id,
    paymentId: input.payment?.id ?? null,
    kind,
    number,
    creditsInvoiceId: input.creditsInvoiceId ?? null,
    fileId,
    content: document,
    issuedAt: input.issuedAt,
  });
}

/** The invoice of a confirmed charge, issued once: a second call returns the first (decisions 29). */
export async function issueInvoice(
  tx: Transaction,
  agg: ParticipationAggregate,
  payment: ParticipationPayment,
  now: Date,
): Promise<InvoiceRow> {
  const existing = await findDocumentOfPayment(tx, payment.id, 'invoice');
  if (existing) return existing;
  return issue(tx, {
    kind: 'invoice',
    agg,
    payment,
    issuedAt: now,
    amountCents: payment.amountCents,
    amountLabel: { message: DOCUMENT_LABELS.amountPaid },
  });
}

/** The credit note of a completed refund, referring to the invoice of the charge it returns. */
export async function issueCreditNote(
  tx: Transaction,
  agg: ParticipationAggregate,
  refund: ParticipationPayment,
  now: Date,
): Promise<InvoiceRow | null> {
  if (refund.refundOfPaymentId === null) return null;
  const credited = await findDocumentOfPayment(tx, refund.refundOfPaymentId, 'invoice');
  if (!credited) return null;
  const existing = await findDocumentOfPayment(tx, refund.id, 'credit_note');
  if (existing) return existing;
  const creditedContent = credited.content as InvoiceDocument;
  const creditedNumber = creditedContent.number ?? String(credited.number);
  return issue(tx, {
    kind: 'credit_note',
    agg,
    payment: refund,
    issuedAt: now,
    amountCents: refund.amountCents,
    amountLabel: { message: DOCUMENT_LABELS.amountRefunded },
    notes: [{ label: { message: DOCUMENT_LABELS.creditsInvoice }, value: creditedNumber }],
    creditsInvoiceId: credited.id,
    creditedLines: creditedContent.items ?? null,
    credits: {
      number: creditedNumber,
      issuedOnIso: creditedContent.issuedOnIso ?? dayInZone(credited.issuedAt, agg.congress.timeZone),
    },
  });
}
