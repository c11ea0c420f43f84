import type { AccountStatement } from './account-statement.ts';
import type { BulkTemplateLabel, SkipReason } from './contracts/emails.ts';
import type { TParticipationFilter } from './contracts/participation-list.ts';
import { isToReceive, paymentStatusOf } from './payment-status.ts';

/**
 * Who a bulk e-mail reaches (decisions 36), as pure rules the server applies to every send, preview
 * and count, so that "Send to N people?" and the campaign agree.
 */

/**
 * The All tab leaves cancelled participations out: it reads as the Active tab (decisions 20). Only
 * the Cancelled tab writes to cancelled participations.
 */
export function bulkEmailFilter(filter: TParticipationFilter): TParticipationFilter {
  return filter.status === 'all' ? { ...filter, status: 'active' } : filter;
}

/** The templates that ask for money: a participation with nothing to pay never receives them. */
export const isPaymentReminder = (template: BulkTemplateLabel | null) => template === 'Reminder Payment';

/**
 * Something to pay: the Wait payment tab's rule (decisions 41), so a reminder sent to that tab reaches
 * every row it shows: unpaid, partly paid (their remaining amount is the statement's due) or a bank
 * transfer announced and not received yet. A €0, settled or credited participation has nothing to pay.
 */
export const hasSomethingToPay = (statement: AccountStatement) =>
  isToReceive(paymentStatusOf(statement, { isCancelled: false }));

export type RecipientFacts = {
  hasEmail: boolean;
  statement: AccountStatement;
  /** The placeholders of the message this recipient would read empty. */
  missing: readonly string[];
};
export type SendOptions = { template: BulkTemplateLabel | null; includeIncomplete: boolean };

/**
 * Why this recipient is left out, or null when they receive the message. One reason each, in this
 * order, so the counts add up: no address, then a reminder with nothing to pay (never overridden),
 * then an empty placeholder (staff may send to them anyway).
 */
export function skipReasonOf(facts: RecipientFacts, options: SendOptions): SkipReason | null {
  if (!facts.hasEmail) return 'no-email';
  if (isPaymentReminder(options.template) && !hasSomethingToPay(facts.statement)) return 'nothing-due';
  if (facts.missing.length > 0 && !options.includeIncomplete) return 'incomplete';
  return null;
}

/** Would read an empty placeholder, and nothing but that leaves them out: what "Also send to them" adds. */
export function isOnlyIncomplete(facts: RecipientFacts, options: SendOptions): boolean {
  return (
    facts.missing.length > 0 && skipReasonOf(facts, { ...options, includeIncomplete: false }) === 'incomplete'
  );
}
