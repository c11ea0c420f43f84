import { type AccountStatement, accountStatement } from './account-statement.ts';
import type { RegistrationStatus } from './enums.ts';
import { type PaymentLine, type PricedNight, participationPriceCents, type PricedRate } from './pricing.ts';

/**
 * The participation's money (decisions 31), as pure functions over its lines: the rate, the
 * registrations and the payments. The server passes its rows; only the fields named here are read.
 */

/** The comment the hold sweep leaves on the registrations it cancels (decisions 11). */
export const HOLD_EXPIRED = 'hold expired';

export type MoneyPayment = PaymentLine & { id: number; refundOfPaymentId: number | null };
export type MoneyRegistration = {
  position: number;
  statusRegistration: RegistrationStatus;
  statusComment: string | null;
};
export type MoneyParticipation<
  R extends MoneyRegistration = MoneyRegistration,
  P extends MoneyPayment = MoneyPayment,
> = {
  /** Its hold, and the extra nights of its stay at the price booked (decisions 46). */
  participation: {
    holdExpiresAt: Date | null;
    extraNights: readonly PricedNight[];
    /** The fee kept when the participant cancelled under the congress's policy (decisions 48). */
    cancellationFeeCents?: number;
  };
  rate: PricedRate;
  registrations: readonly R[];
  payments: readonly P[];
  /**
   * The change being made (decisions 32): its rate, its hold, whether it keeps a second person, and
   * the extra nights of the stay it would book.
   */
  pendingChange?: {
    rate: PricedRate;
    holdExpiresAt: Date;
    hasSecond: boolean;
    extraNights: readonly PricedNight[];
  } | null;
};

export const activeRegistrations = <R extends MoneyRegistration>(agg: MoneyParticipation<R>): R[] =>
  agg.registrations.filter((registration) => registration.statusRegistration !== 'cancelled');

export const mainRegistration = <R extends MoneyRegistration>(agg: MoneyParticipation<R>): R | null =>
  agg.registrations.find((registration) => registration.position === 1) ?? agg.registrations[0] ?? null;

export const isMainCancelled = (agg: MoneyParticipation) =>
  mainRegistration(agg)?.statusRegistration === 'cancelled';

/**
 * The price of the choice in force (decisions 12): for a cancelled participation only its
 * cancellation fee (decisions 48; nothing unless its participant cancelled under a fee), else
 * the first participant price plus the companion's while the companion's registration stands, plus the
 * extra nights booked (decisions 46).
 */
export const priceOf = (agg: MoneyParticipation) =>
  isMainCancelled(agg)
    ? (agg.participation.cancellationFeeCents ?? 0)
    : participationPriceCents(agg.rate, activeRegistrations(agg).length, agg.participation.extraNights);

/** The participation's account statement (decisions 31). */
export const statementOf = (agg: MoneyParticipation): AccountStatement =>
  accountStatement({ priceCents: priceOf(agg), payments: agg.payments });

/** The pending change, while its hold lasts (decisions 32). */
export const livePendingChange = (agg: MoneyParticipation, now: Date) =>
  agg.pendingChange && agg.pendingChange.holdExpiresAt.getTime() > now.getTime() ? agg.pendingChange : null;

/**
 * The statement of the choice being completed: the pending change's while it lasts, else the choice
 * in force. PAYE, REFUND and CONFIRM act on this one; the payments are the same.
 */
export function choiceStatementOf(agg: MoneyParticipation, now: Date): AccountStatement {
  const pending = livePendingChange(agg, now);
  if (!pending) return statementOf(agg);
  const priceCents = participationPriceCents(pending.rate, pending.hasSecond ? 2 : 1, pending.extraNights);
  return accountStatement({ priceCents, payments: agg.payments });
}

/** Decisions 31: the price less confirmed charges and pending transfers, plus refunds made or refused. */
export const dueOf = (agg: MoneyParticipation) => statementOf(agg).dueCents;

/** The participation's open card payment: at most one exists (decisions 14). */
export function openCardPayment<P extends MoneyPayment>(
  agg: MoneyParticipation<MoneyRegistration, P>,
): P | null {
  const open = agg.payments.filter(
    (p) => p.kind === 'charge' && p.method === 'card' && p.status === 'pending',
  );
  return open.at(-1) ?? null;
}

export function pendingTransfer<P extends MoneyPayment>(
  agg: MoneyParticipation<MoneyRegistration, P>,
): P | null {
  const open = agg.payments.filter(
    (p) => p.kind === 'charge' && p.method === 'bank_transfer' && p.status === 'pending',
  );
  return open.at(-1) ?? null;
}

export const holdHasExpired = (agg: MoneyParticipation, now: Date) =>
  agg.participation.holdExpiresAt !== null && agg.participation.holdExpiresAt.getTime() <= now.getTime();

/** A success is late when the hold ran out before it, whether or not the sweep has run (decisions 11). */
export const isLateForHold = (agg: MoneyParticipation, now: Date) =>
  holdHasExpired(agg, now) ||
  agg.registrations.some((r) => r.statusRegistration === 'cancelled' && r.statusComment === HOLD_EXPIRED);

/** A part of a refund and the payment it returns money from (null: settled by hand). */
export type RefundPart<P extends MoneyPayment = MoneyPayment> = { charge: P | null; amountCents: number };

/**
 * Spreads a refund over the confirmed charges, newest first, never beyond what each charge has left
 * after earlier refunds: a provider refuses to refund more than a charge took.
 */
export function allocateRefund<P extends MoneyPayment>(
  payments: readonly P[],
  amountCents: number,
): RefundPart<P>[] {
  const refundedOf = (chargeId: number) =>
    payments
      .filter((p) => p.kind === 'refund' && p.refundOfPaymentId === chargeId)
      .filter((p) => p.status === 'pending' || p.status === 'confirmed')
      .reduce((sum, p) => sum + p.amountCents, 0);
  const charges = payments
    .filter((p) => p.kind === 'charge' && p.status === 'confirmed')
    .sort((a, b) => b.id - a.id);
  const parts: RefundPart<P>[] = [];
  let left = amountCents;
  for (const charge of charges) {
    if (left <= 0) break;
    const available = charge.amountCents - refundedOf(charge.id);
    if (available <= 0) continue;
    const part = Math.min(available, left);
    parts.push({ charge, amountCents: part });
    left -= part;
  }
  if (left > 0) {
    // What no received money covers was only promised (a pending transfer): an admin settles it by hand.
    const transfer = payments.filter(
      (p) => p.kind === 'charge' && p.method === 'bank_transfer' && p.status === 'pending',
    );
    parts.push({ charge: transfer.at(-1) ?? null, amountCents: left });
  }
  return parts;
}
