import type { AccountStatement } from './account-statement.ts';
import { defineTexts } from './i18n/texts.ts';
import { isMainCancelled, type MoneyParticipation, statementOf } from './participation-money.ts';

/**
 * A participation's payment status, read from its account statement (decisions 41, replacing the
 * "last charge" status of decisions 19): the list's Payment column, tabs and colours, the overview,
 * exports, reminders and the dashboard all read this one function. The database's list summary
 * computes the same in SQL (`participation_list_summary_refresh`), held to it by a test.
 */
export const PARTICIPATION_PAYMENT_STATUSES = [
  'unpaid',
  'partly_paid',
  'awaiting_transfer',
  'paid',
  'refund_due',
  'nothing_due',
] as const;
export type ParticipationPaymentStatus = (typeof PARTICIPATION_PAYMENT_STATUSES)[number];

/** One label per status, translated where it is shown (`useText` in the web app, `translatorFor` on the server). */
export const PARTICIPATION_PAYMENT_STATUS_LABELS = defineTexts({
  unpaid: 'Unpaid',
  partly_paid: 'Partly paid',
  awaiting_transfer: 'Awaiting transfer',
  paid: 'Paid',
  refund_due: 'Refund due',
  nothing_due: 'Nothing due',
}) satisfies Record<ParticipationPaymentStatus, string>;

/**
 * The status of a statement. In this order: money still due (unpaid when nothing was received,
 * partly paid otherwise); money owed to the participant (a credit not yet asked back, or an open
 * refund request); a transfer chosen that covers the rest; otherwise paid. A cancelled participation
 * that kept nothing and owes nothing has nothing due (never "paid": nothing was).
 */
export function paymentStatusOf(
  statement: AccountStatement,
  options: { isCancelled: boolean },
): ParticipationPaymentStatus {
  if (statement.dueCents > 0) return statement.receivedCents > 0 ? 'partly_paid' : 'unpaid';
  if (statement.creditCents > 0 || statement.refundRequestedCents > 0) return 'refund_due';
  if (statement.awaitingTransferCents > 0) return 'awaiting_transfer';
  if (options.isCancelled && statement.receivedCents <= 0) return 'nothing_due';
  return 'paid';
}

/** The payment status of a participation from its lines (its statement and its main registration). */
export const participationPaymentStatus = (agg: MoneyParticipation): ParticipationPaymentStatus =>
  paymentStatusOf(statementOf(agg), { isCancelled: isMainCancelled(agg) });

/**
 * Something still to receive: the Wait payment tab (decisions 41, our reading: a transfer chosen is
 * money not yet received, so it waits too), the overview's "Waiting for payment" and the payment
 * reminder's recipients. The ok tab is the other active rows: paid, price 0, or a refund due.
 */
export const TO_RECEIVE_STATUSES = [
  'unpaid',
  'partly_paid',
  'awaiting_transfer',
] as const satisfies readonly ParticipationPaymentStatus[];
export const isToReceive = (status: ParticipationPaymentStatus) =>
  (TO_RECEIVE_STATUSES as readonly ParticipationPaymentStatus[]).includes(status);

/** The list's row colours (decisions 41, departing from spec 2.2's three by adding amber). */
export type PaymentTone = 'paid' | 'waiting' | 'refund' | 'cancelled';
export function paymentTone(status: ParticipationPaymentStatus, isCancelled: boolean): PaymentTone {
  if (isCancelled) return 'cancelled';
  if (status === 'paid') return 'paid';
  if (status === 'refund_due') return 'refund';
  if (status === 'nothing_due') return 'cancelled';
  return 'waiting';
}
