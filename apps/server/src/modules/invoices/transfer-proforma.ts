import { bankDetailLines, bankDetailsOf } from '@congress/domain/bank-details';
import { formatDate } from '@congress/domain/dates';
import { FORMAT_LOCALES, type Language } from '@congress/domain/i18n/languages';
import { isTransferPastDue, transferDueDate } from '@congress/domain/pricing';
import { defineMessages } from '../../i18n/messages.ts';
import type { ParticipationAggregate, ParticipationPayment } from '../booking/booking.service.ts';
import { DOCUMENT_LABELS, type DocumentInput, type DocumentLabel } from './invoice-content.ts';

type Note = NonNullable<DocumentInput['notes']>[number];

/** What a transfer's proforma prints besides the document's own labels (decisions 35 and 42). */
export const TRANSFER_PROFORMA_LABELS = defineMessages({
  chosenOn: { id: 'pdf.proforma.chosenOn', defaultMessage: 'Bank transfer chosen on' },
  overdueSince: { id: 'pdf.proforma.overdueSince', defaultMessage: 'Overdue since' },
  accountHolder: { id: 'pdf.proforma.accountHolder', defaultMessage: 'Account holder' },
  bankName: { id: 'pdf.proforma.bankName', defaultMessage: 'Bank' },
  iban: { id: 'pdf.proforma.iban', defaultMessage: 'IBAN' },
  bic: { id: 'pdf.proforma.bic', defaultMessage: 'BIC' },
  bankAddress: { id: 'pdf.proforma.bankAddress', defaultMessage: 'Bank address' },
  payTo: {
    id: 'pdf.proforma.payTo',
    defaultMessage:
      'Please pay by bank transfer by {dueDate} to the account printed above, quoting the reference {reference}.',
  },
  payToNoAccount: {
    id: 'pdf.proforma.payToNoAccount',
    defaultMessage:
      'Please pay by bank transfer by {dueDate}, quoting the reference {reference}. The organisers will send you their bank details.',
  },
});

/**
 * Decisions 42: a transfer's proforma is the transfer's. Its date is the day the transfer was chosen,
 * its payment number the transfer's, its due date `transferDueDate` of the chosen instant: nothing in
 * it depends on when it is downloaded or e-mailed, except that past the due date it says "Overdue
 * since" that date. The account to pay is printed on it (the congress's bank details), never "attached".
 */
export function transferProformaInput(
  agg: ParticipationAggregate,
  transfer: ParticipationPayment,
  statementNotes: Note[],
  language: Language,
  now: Date,
): Omit<DocumentInput, 'number' | 'language'> {
  const { congress } = agg;
  const day = (date: Date) => formatDate(date, congress.timeZone, FORMAT_LOCALES[language]);
  const dueOn = transferDueDate(transfer.date);
  const dueDate = day(dueOn);
  const bank = bankDetailLines(bankDetailsOf(congress));
  const bankNotes: Note[] = bank.map((line) => ({
    label: { message: TRANSFER_PROFORMA_LABELS[line.key] },
    value: line.value,
  }));
  const reference = transfer.reference ?? '';
  const footer: DocumentLabel = {
    message: bank.length > 0 ? TRANSFER_PROFORMA_LABELS.payTo : TRANSFER_PROFORMA_LABELS.payToNoAccount,
    values: { dueDate, reference },
  };
  return {
    kind: 'proforma',
    agg,
    payment: transfer,
    issuedAt: transfer.date,
    amountCents: transfer.amountCents,
    amountLabel: { message: DOCUMENT_LABELS.amountToTransfer },
    notes: [
      ...statementNotes,
      { label: { message: DOCUMENT_LABELS.referenceToQuote }, value: reference },
      { label: { message: TRANSFER_PROFORMA_LABELS.chosenOn }, value: day(transfer.date) },
      { label: { message: DOCUMENT_LABELS.dueDate }, value: dueDate },
      ...(isTransferPastDue(transfer.date, now)
        ? [{ label: { message: TRANSFER_PROFORMA_LABELS.overdueSince }, value: dueDate }]
        : []),
      ...bankNotes,
    ],
    footer,
    dueOn,
  };
}
