import { invoiceFileName } from '@congress/domain/contracts/invoices';
import type { Executor } from '../../db/database.ts';
import type { InvoiceDocument } from '../../lib/pdf/invoice-document.ts';
import type { OutgoingEmail } from '../../lib/mail/outbox.ts';
import type { ParticipationAggregate } from '../booking/booking.service.ts';
import { mainRegistration } from '@congress/domain/participation-money';
import { fillTemplate, htmlToText } from '../../lib/mail/email-text.ts';
import { findTemplate, type InvoiceRow } from './invoices.repository.ts';

/** Used when the congress has no "invoice" template of its own (spec 7: the template is editable). */
const DEFAULT_TEMPLATE = {
  subject: '{{congressLabel}}: your {{documentTitle}} {{documentNumber}}',
  body:
    '<p>Dear {{firstName}} {{lastName}},</p>' +
    '<p>Please find attached the {{documentTitle}} of your registration for {{congressLabel}}, ' +
    'payment {{paymentNumber}} of {{date}}, for a total of {{totalPrice}}.</p>' +
    '<p>Kind regards,<br>The organising committee of {{congressLabel}}</p>',
};

const FILE_KIND = { invoice: 'invoice', proforma: 'proforma', credit_note: 'credit_note' } as const;

/** The e-mail that carries an issued document, by stored file id (architecture: never copied). */
export async function buildDocumentEmail(
  executor: Executor,
  agg: ParticipationAggregate,
  invoice: InvoiceRow,
  purpose: string,
): Promise<OutgoingEmail | null> {
  const participant = mainRegistration(agg)?.participant;
  if (!participant?.email || !invoice.fileId) return null;
  const document = invoice.content as InvoiceDocument;
  // Only the invoice itself uses the congress's editable "invoice" template; other documents say what they are.
  const template =
    (invoice.kind === 'invoice' ? await findTemplate(executor, agg.congress.id, 'invoice') : null) ??
    DEFAULT_TEMPLATE;
  const values: Record<string, string> = {
    firstName: participant.firstName,
    lastName: participant.lastName,
    congressLabel: agg.congress.label,
    congressDescription: agg.congress.description ?? '',
    congressAddressCity: agg.congress.addressCity ?? '',
    congressEmail: agg.congress.informationEmail ?? '',
    paymentNumber: document.paymentNumber ?? '',
    date: document.issuedOn,
    price: document.amount,
    totalPrice: document.totalPrice,
    documentTitle: document.title.toLowerCase(),
    documentNumber: document.number ?? '',
  };
  const html = fillTemplate(template.body, values, true);
  const fileKind = FILE_KIND[invoice.kind];
  return {
    congressId: agg.congress.id,
    purpose,
    to: participant.email,
    subject: fillTemplate(template.subject, values, false).trim(),
    html,
    text: htmlToText(fillTemplate(template.body, values, false)),
    attachments: [
      {
        fileId: invoice.fileId,
        filename:
          fileKind === 'credit_note'
            ? `credit_note_${agg.congress.slug}.pdf`
            : invoiceFileName(fileKind, agg.congress.slug),
      },
    ],
  };
}
