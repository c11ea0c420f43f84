import { invoiceFileName } from '@congress/domain/contracts/invoices';
import { participationValues, paymentValues, refundValues } from '@congress/domain/email-values';
import { FORMAT_LOCALES } from '@congress/domain/i18n/languages';
import type { Executor } from '../../db/database.ts';
import type { OutboxAttachment } from '../../db/schema/index.ts';
import type { InvoiceDocument } from '../../lib/pdf/invoice-document.ts';
import type { OutgoingEmail } from '../../lib/mail/outbox.ts';
import { participantEmail } from '../../lib/mail/participant-email.ts';
import type { ParticipationAggregate, ParticipationPayment } from '../booking/booking.service.ts';
import type { InvoiceRow } from './invoices.repository.ts';

/** The stored document as an attachment, by file id (never copied into the outbox). */
function attachmentOf(agg: ParticipationAggregate, document: InvoiceRow): OutboxAttachment[] {
  if (!document.fileId) return [];
  const filename =
    document.kind === 'credit_note'
      ? `credit_note_${agg.congress.slug}.pdf`
      : invoiceFileName(document.kind, agg.congress.slug);
  return [{ fileId: document.fileId, filename }];
}

const paymentOf = (agg: ParticipationAggregate, document: InvoiceRow): ParticipationPayment | null =>
  agg.payments.find((payment) => payment.id === document.paymentId) ?? null;

/** Refund completed (decisions 36): the amount this refund returned, with its credit note when one was issued. */
export function refundCompletedEmail(
  executor: Executor,
  agg: ParticipationAggregate,
  refund: ParticipationPayment,
  creditNote: InvoiceRow | null,
): Promise<OutgoingEmail | null> {
  return participantEmail(executor, agg, {
    label: 'Refund completed',
    values: (t) => refundValues(agg, refund.amountCents, undefined, t),
    purpose: 'refund',
    attachments: creditNote ? attachmentOf(agg, creditNote) : [],
  });
}

/**
 * The e-mail carrying an issued document. The invoice of a payment just received is the "Payment
 * received" e-mail (this payment and the total paid, decisions 36); a credit note is "Refund
 * completed"; a document sent again on request uses the spec's "invoice" template. Every amount
 * comes from the account statement of `agg`, which must be read after the change.
 */
export async function buildDocumentEmail(
  executor: Executor,
  agg: ParticipationAggregate,
  document: InvoiceRow,
  purpose: string,
): Promise<OutgoingEmail | null> {
  const content = document.content as InvoiceDocument;
  const payment = paymentOf(agg, document);
  if (document.kind === 'credit_note' && payment)
    return refundCompletedEmail(executor, agg, payment, document);
  if (purpose === 'payment-confirmation' && document.kind === 'invoice' && payment)
    return participantEmail(executor, agg, {
      label: 'Payment received',
      values: (t) => paymentValues(agg, payment, content.number, t),
      purpose,
      attachments: attachmentOf(agg, document),
    });
  return participantEmail(executor, agg, {
    label: 'invoice',
    // The document's words are in the language it was issued in: the recipient's, as this e-mail's.
    values: (t) => ({
      ...participationValues(agg, undefined, t),
      paymentNumber: content.paymentNumber ?? '',
      date: content.issuedOn,
      price: content.amount,
      documentTitle: content.title.toLocaleLowerCase(FORMAT_LOCALES[t.language]),
      documentNumber: content.number ?? '',
      documentAmount: `${content.amountLabel.replace(/ \([^)]*\)$/, '').toLocaleLowerCase(FORMAT_LOCALES[t.language])} ${content.amount}`,
    }),
    purpose,
    attachments: attachmentOf(agg, document),
  });
}
