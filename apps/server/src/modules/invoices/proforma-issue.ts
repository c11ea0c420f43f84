import { formatDate } from '@congress/domain/dates';
import { formatMoney } from '@congress/domain/money';
import type { Executor, Transaction } from '../../db/database.ts';
import type { ParticipationAggregate, ParticipationPayment } from '../booking/booking.service.ts';
import { pendingTransfer, priceOf, statementOf } from '@congress/domain/participation-money';
import { buildInvoiceDocument, type DocumentInput } from './invoice-content.ts';
import { issue, renderDocument } from './invoice-issue.ts';
import type { InvoiceRow } from './invoices.repository.ts';

/** The proforma sent with a bank transfer: the amount to transfer, its reference and due date. */
export async function issueTransferProforma(
  tx: Transaction,
  agg: ParticipationAggregate,
  transfer: ParticipationPayment,
  dueDate: Date,
  now: Date,
): Promise<InvoiceRow> {
  return issue(tx, {
    kind: 'proforma',
    agg,
    payment: transfer,
    issuedAt: now,
    amountCents: transfer.amountCents,
    amountLabel: 'Amount to transfer (VAT included)',
    notes: [
      { label: 'Reference to quote', value: transfer.reference ?? '' },
      { label: 'Due date', value: formatDate(dueDate, agg.congress.timeZone) },
    ],
    footer: 'Please pay by bank transfer within 15 days to the account shown on the attached bank details.',
  });
}

/** A proforma of the current state: the price less what was received, a pending transfer's reference. */
function currentProformaInput(agg: ParticipationAggregate, now: Date): Omit<DocumentInput, 'number'> {
  const transfer = pendingTransfer(agg);
  // A pending transfer is still due here: the proforma is what the participant has to pay.
  const received = statementOf(agg).receivedCents;
  const notes = [
    { label: 'Already paid', value: formatMoney(received, agg.congress.currency, { alwaysMinor: true }) },
  ];
  if (transfer?.reference) notes.push({ label: 'Bank transfer reference', value: transfer.reference });
  return {
    kind: 'proforma',
    agg,
    issuedAt: now,
    payment: transfer,
    amountCents: Math.max(priceOf(agg) - received, 0),
    amountLabel: 'Amount due (VAT included)',
    notes,
  };
}

/** Proformas are generated on demand from the current state and never numbered (decisions 29). */
export async function renderCurrentProforma(
  executor: Executor,
  agg: ParticipationAggregate,
  now: Date,
): Promise<Buffer> {
  const document = buildInvoiceDocument({ ...currentProformaInput(agg, now), number: null });
  return renderDocument(executor, document, now);
}

/** The same proforma, stored so that an e-mail can carry it by file id. */
export function storeCurrentProforma(
  tx: Transaction,
  agg: ParticipationAggregate,
  now: Date,
): Promise<InvoiceRow> {
  return issue(tx, currentProformaInput(agg, now));
}
