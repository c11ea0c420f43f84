import type { AccountStatement } from '@congress/domain/account-statement';
import { DOCUMENT_MESSAGES } from '@congress/domain/contracts/invoices';
import { formatMoney } from '@congress/domain/money';
import { isMainCancelled, pendingTransfer, statementOf } from '@congress/domain/participation-money';
import type { Executor, Transaction } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { FORMAT_LOCALES, type Language } from '@congress/domain/i18n/languages';
import { participationLanguage } from '../../i18n/recipient-language.ts';
import type { ParticipationAggregate, ParticipationPayment } from '../booking/booking.service.ts';
import { storeFile } from '../files/files.service.ts';
import { buildInvoiceDocument, DOCUMENT_LABELS, type DocumentInput } from './invoice-content.ts';
import { issue, renderDocument } from './invoice-issue.ts';
import { findDocumentOfPayment, type InvoiceRow } from './invoices.repository.ts';
import { transferProformaInput } from './transfer-proforma.ts';

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

/** The proforma sent with a bank transfer: the amount to transfer, its reference, dates and account (decisions 42). */
export async function issueTransferProforma(
  tx: Transaction,
  agg: ParticipationAggregate,
  transfer: ParticipationPayment,
  now: Date,
): Promise<InvoiceRow> {
  const language = await participationLanguage(tx, agg);
  return issue(tx, transferInput(agg, transfer, language, now));
}

function transferInput(
  agg: ParticipationAggregate,
  transfer: ParticipationPayment,
  language: Language,
  now: Date,
) {
  const notes = statementNotes(agg, statementOf(agg), language, { withTransfer: false });
  return transferProformaInput(agg, transfer, notes, language, now);
}

/** The transfer's proforma as of `now`: the same number and dates as when it was issued, "Overdue since" once late. */
async function renderTransferProforma(
  executor: Executor,
  agg: ParticipationAggregate,
  transfer: ParticipationPayment,
  now: Date,
) {
  const language = await participationLanguage(executor, agg);
  const document = buildInvoiceDocument({
    ...transferInput(agg, transfer, language, now),
    number: null,
    language,
  });
  return { document, data: await renderDocument(executor, document, now) };
}

/**
 * The transfer's proforma written again for an e-mail (the invoice send, a reminder), stored as a
 * file the e-mail carries; its issued row stays the record of what was sent first.
 */
export async function storeTransferProforma(
  tx: Transaction,
  agg: ParticipationAggregate,
  transfer: ParticipationPayment,
  now: Date,
): Promise<InvoiceRow> {
  const issued = await findDocumentOfPayment(tx, transfer.id, 'proforma');
  if (!issued) return issueTransferProforma(tx, agg, transfer, now);
  const { document, data } = await renderTransferProforma(tx, agg, transfer, now);
  const fileId = await storeFile(tx, {
    name: `proforma_${agg.congress.slug}.pdf`,
    contentType: 'application/pdf',
    data,
  });
  return { ...issued, fileId, content: document };
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
  now: Date,
): Promise<Buffer> {
  const source = proformaSource(agg);
  if (source.kind === 'none') throw new AppError('CONFLICT', source.message);
  // Decisions 42: rendered from the transfer itself, so a late download keeps its number and dates.
  if (source.kind === 'transfer')
    return (await renderTransferProforma(executor, agg, source.transfer, now)).data;
  const statement = source.statement;
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
  if (source.kind === 'transfer') return storeTransferProforma(tx, agg, source.transfer, now);
  if (source.kind === 'none') return null;
  const language = await participationLanguage(tx, agg);
  return issue(tx, currentProformaInput(agg, source.statement, now, language));
}

/**
 * For a reminder (decisions 42): the transfer's proforma written as of now, when the proforma a
 * participation has is its transfer's; null otherwise (the stored document goes as it is).
 */
export async function storeTransferProformaOf(
  tx: Transaction,
  agg: ParticipationAggregate,
  now: Date,
): Promise<InvoiceRow | null> {
  const source = proformaSource(agg);
  return source.kind === 'transfer' ? storeTransferProforma(tx, agg, source.transfer, now) : null;
}
