import type { AccountStatement } from '@congress/domain/account-statement';
import { DOCUMENT_MESSAGES } from '@congress/domain/contracts/invoices';
import { formatDate } from '@congress/domain/dates';
import { formatMoney } from '@congress/domain/money';
import { isMainCancelled, pendingTransfer, statementOf } from '@congress/domain/participation-money';
import type { Executor, Transaction } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { InvoiceDocument } from '../../lib/pdf/invoice-document.ts';
import type { ParticipationAggregate, ParticipationPayment } from '../booking/booking.service.ts';
import { buildInvoiceDocument, type DocumentInput } from './invoice-content.ts';
import { issue, renderDocument } from './invoice-issue.ts';
import { findDocumentOfPayment, type InvoiceRow } from './invoices.repository.ts';

type Note = InvoiceDocument['notes'][number];

/** The statement's lines under the total price (decisions 31): what was paid, is on its way, came back. */
function statementNotes(agg: ParticipationAggregate, statement: AccountStatement): Note[] {
  const money = (cents: number) => formatMoney(cents, agg.congress.currency, { alwaysMinor: true });
  const transfer = pendingTransfer(agg);
  const notes: Note[] = [];
  if (statement.paidCents > 0)
    notes.push({ label: 'Paid', value: money(statement.paidCents), isAmount: true });
  if (statement.awaitingTransferCents > 0)
    notes.push({
      label: transfer?.reference ? `Awaiting transfer (${transfer.reference})` : 'Awaiting transfer',
      value: money(statement.awaitingTransferCents),
      isAmount: true,
    });
  if (statement.refundedCents > 0)
    notes.push({ label: 'Refunded', value: money(statement.refundedCents), isAmount: true });
  if (statement.refundRefusedCents > 0)
    notes.push({ label: 'Refund refused', value: money(statement.refundRefusedCents), isAmount: true });
  return notes;
}

/** The proforma sent with a bank transfer: the amount to transfer, its reference and due date. */
export async function issueTransferProforma(
  tx: Transaction,
  agg: ParticipationAggregate,
  transfer: ParticipationPayment,
  dueDate: Date,
  now: Date,
): Promise<InvoiceRow> {
  const notes = statementNotes(agg, statementOf(agg)).filter((note) => !note.label.startsWith('Awaiting'));
  return issue(tx, {
    kind: 'proforma',
    agg,
    payment: transfer,
    issuedAt: now,
    amountCents: transfer.amountCents,
    amountLabel: 'Amount to transfer (VAT included)',
    notes: [
      ...notes,
      { label: 'Reference to quote', value: transfer.reference ?? '' },
      { label: 'Due date', value: formatDate(dueDate, agg.congress.timeZone) },
    ],
    footer: 'Please pay by bank transfer within 15 days to the account shown on the attached bank details.',
  });
}

/** A proforma of the current state: the statement's lines and its amount due, the same as the list's. */
function currentProformaInput(
  agg: ParticipationAggregate,
  statement: AccountStatement,
  now: Date,
): Omit<DocumentInput, 'number'> {
  return {
    kind: 'proforma',
    agg,
    issuedAt: now,
    payment: pendingTransfer(agg),
    amountCents: statement.dueCents,
    amountLabel: 'Amount due (VAT included)',
    notes: statementNotes(agg, statement),
  };
}

export type ProformaSource =
  | { kind: 'current'; statement: AccountStatement }
  | { kind: 'transfer'; transfer: ParticipationPayment }
  | { kind: 'none'; message: string };

/**
 * Decisions 38: a proforma only while something is due. What is due beyond any transfer gets a
 * proforma of the current state; a transfer on its way that covers the rest is paid against its own
 * proforma (the one its e-mail carried); a cancelled participation, or one with nothing to pay, has none.
 */
export function proformaSource(agg: ParticipationAggregate): ProformaSource {
  const statement = statementOf(agg);
  if (statement.dueCents > 0) return { kind: 'current', statement };
  const transfer = pendingTransfer(agg);
  if (transfer && statement.awaitingTransferCents > 0) return { kind: 'transfer', transfer };
  const message = isMainCancelled(agg)
    ? DOCUMENT_MESSAGES.cancelledNoDocument
    : DOCUMENT_MESSAGES.nothingDueNoProforma;
  return { kind: 'none', message };
}

/** The proforma's PDF, or 409 with the reason there is none. */
export async function renderProforma(
  executor: Executor,
  agg: ParticipationAggregate,
  readFile: (fileId: string) => Promise<Buffer | null>,
  now: Date,
): Promise<Buffer> {
  const source = proformaSource(agg);
  if (source.kind === 'none') throw new AppError('CONFLICT', source.message);
  if (source.kind === 'transfer') {
    const stored = await findDocumentOfPayment(executor, source.transfer.id, 'proforma');
    const data = stored?.fileId ? await readFile(stored.fileId) : null;
    if (data) return data;
  }
  const statement = source.kind === 'current' ? source.statement : statementOf(agg);
  const document = buildInvoiceDocument({ ...currentProformaInput(agg, statement, now), number: null });
  return renderDocument(executor, document, now);
}

/** The current proforma, stored so that an e-mail can carry it by file id; null when there is none. */
export async function storeCurrentProforma(
  tx: Transaction,
  agg: ParticipationAggregate,
  now: Date,
): Promise<InvoiceRow | null> {
  const source = proformaSource(agg);
  if (source.kind === 'transfer') return findDocumentOfPayment(tx, source.transfer.id, 'proforma');
  if (source.kind === 'none') return null;
  return issue(tx, currentProformaInput(agg, source.statement, now));
}
