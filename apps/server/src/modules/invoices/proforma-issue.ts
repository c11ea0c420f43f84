import type { AccountStatement } from '@congress/domain/account-statement';
import { DOCUMENT_MESSAGES } from '@congress/domain/contracts/invoices';
import { formatDate } from '@congress/domain/dates';
import { formatMoney } from '@congress/domain/money';
import { isMainCancelled, pendingTransfer, statementOf } from '@congress/domain/participation-money';
import type { Executor, Transaction } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { FORMAT_LOCALES, type Language } from '@congress/domain/i18n/languages';
import { participationLanguage } from '../../i18n/recipient-language.ts';
import type { ParticipationAggregate, ParticipationPayment } from '../booking/booking.service.ts';
import { buildInvoiceDocument, DOCUMENT_LABELS, type DocumentInput } from './invoice-content.ts';
import { issue, renderDocument } from './invoice-issue.ts';
import { findDocumentOfPayment, type InvoiceRow } from './invoices.repository.ts';

type Note = NonNullable<DocumentInput['notes']>[number];

/** The statement's lines under the total price (decisions 31): what was paid, is on its way, came back. */
function statementNotes(
  agg: ParticipationAggregate,
  statement: AccountStatement,
  language: Language,
  options: { withTransfer?: boolean } = {},
): Note[] {
  const money = (cents: number) =>
    formatMoney(cents, agg.congress.currency, { alwaysMinor: true, locale: FORMAT_LOCALES[language] });
  const transfer = pendingTransfer(agg);
  const notes: Note[] = [];
  if (statement.paidCents > 0)
    notes.push({
      label: { message: DOCUMENT_LABELS.paid },
      value: money(statement.paidCents),
      isAmount: true,
    });
  if (statement.awaitingTransferCents > 0 && options.withTransfer !== false)
    notes.push({
      label: transfer?.reference
        ? { message: DOCUMENT_LABELS.awaitingTransferReference, values: { reference: transfer.reference } }
        : { message: DOCUMENT_LABELS.awaitingTransfer },
      value: money(statement.awaitingTransferCents),
      isAmount: true,
    });
  if (statement.refundedCents > 0)
    notes.push({
      label: { message: DOCUMENT_LABELS.refunded },
      value: money(statement.refundedCents),
      isAmount: true,
    });
  if (statement.refundRefusedCents > 0)
    notes.push({
      label: { message: DOCUMENT_LABELS.refundRefused },
      value: money(statement.refundRefusedCents),
      isAmount: true,
    });
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
  const language = await participationLanguage(tx, agg);
  const notes = statementNotes(agg, statementOf(agg), language, { withTransfer: false });
  return issue(tx, {
    kind: 'proforma',
    agg,
    payment: transfer,
    issuedAt: now,
    amountCents: transfer.amountCents,
    amountLabel: { message: DOCUMENT_LABELS.amountToTransfer },
    notes: [
      ...notes,
      { label: { message: DOCUMENT_LABELS.referenceToQuote }, value: transfer.reference ?? '' },
      {
        label: { message: DOCUMENT_LABELS.dueDate },
        value: formatDate(dueDate, agg.congress.timeZone, FORMAT_LOCALES[language]),
      },
    ],
    footer: { message: DOCUMENT_LABELS.transferFooter },
    dueOn: dueDate,
  });
}

/** A proforma of the current state: the statement's lines and its amount due, the same as the list's. */
function currentProformaInput(
  agg: ParticipationAggregate,
  statement: AccountStatement,
  now: Date,
  language: Language,
): Omit<DocumentInput, 'number' | 'language'> {
  return {
    kind: 'proforma',
    agg,
    issuedAt: now,
    payment: pendingTransfer(agg),
    amountCents: statement.dueCents,
    amountLabel: { message: DOCUMENT_LABELS.amountDue },
    notes: statementNotes(agg, statement, language),
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
  const language = await participationLanguage(executor, agg);
  const document = buildInvoiceDocument({
    ...currentProformaInput(agg, statement, now, language),
    number: null,
    language,
  });
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
  const language = await participationLanguage(tx, agg);
  return issue(tx, currentProformaInput(agg, source.statement, now, language));
}
