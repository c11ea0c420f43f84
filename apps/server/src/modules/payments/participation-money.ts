import { amountDueCents, paidCents, participationPriceCents } from '@congress/domain/pricing';
import type { ParticipationAggregate } from '../participations/participation-read.repository.ts';
import type { PaymentRow } from './payments.repository.ts';

/** The comment the hold sweep leaves on the registrations it cancels (decisions 11). */
export const HOLD_EXPIRED = 'hold expired';

export const activeRegistrations = (agg: ParticipationAggregate) =>
  agg.registrations.filter((registration) => registration.statusRegistration !== 'cancelled');

export const priceOf = (agg: ParticipationAggregate) =>
  participationPriceCents(agg.rate, activeRegistrations(agg).length);

/** Decisions 13: the current price minus confirmed payments and pending transfers, less refunds. */
export const dueOf = (agg: ParticipationAggregate) => amountDueCents(priceOf(agg), agg.payments);

export const paidOf = (agg: ParticipationAggregate) => paidCents(agg.payments);

/** Money actually received and kept: confirmed charges less refunds asked or made. */
export function settledCents(payments: readonly PaymentRow[]): number {
  return paidCents(payments.filter((p) => !(p.kind === 'charge' && p.status === 'pending')));
}

/** The participation's open card payment: at most one exists (decisions 14). */
export function openCardPayment(agg: ParticipationAggregate): PaymentRow | null {
  const open = agg.payments.filter(
    (p) => p.kind === 'charge' && p.method === 'card' && p.status === 'pending',
  );
  return open.at(-1) ?? null;
}

export function pendingTransfer(agg: ParticipationAggregate): PaymentRow | null {
  const open = agg.payments.filter(
    (p) => p.kind === 'charge' && p.method === 'bank_transfer' && p.status === 'pending',
  );
  return open.at(-1) ?? null;
}

export const mainRegistration = (agg: ParticipationAggregate) =>
  agg.registrations.find((registration) => registration.position === 1) ?? agg.registrations[0] ?? null;

export const isMainCancelled = (agg: ParticipationAggregate) =>
  mainRegistration(agg)?.statusRegistration === 'cancelled';

export const holdHasExpired = (agg: ParticipationAggregate, now: Date) =>
  agg.participation.holdExpiresAt !== null && agg.participation.holdExpiresAt.getTime() <= now.getTime();

/** A success is late when the hold ran out before it, whether or not the sweep has run (decisions 11). */
export const isLateForHold = (agg: ParticipationAggregate, now: Date) =>
  holdHasExpired(agg, now) ||
  agg.registrations.some((r) => r.statusRegistration === 'cancelled' && r.statusComment === HOLD_EXPIRED);

/** A part of a refund and the payment it returns money from (null: settled by hand). */
export type RefundPart = { charge: PaymentRow | null; amountCents: number };

/**
 * Spreads a refund over the confirmed charges, newest first, never beyond what each charge has left
 * after earlier refunds: a provider refuses to refund more than a charge took.
 */
export function allocateRefund(payments: readonly PaymentRow[], amountCents: number): RefundPart[] {
  const refundedOf = (chargeId: number) =>
    payments
      .filter((p) => p.kind === 'refund' && p.refundOfPaymentId === chargeId)
      .filter((p) => p.status === 'pending' || p.status === 'confirmed')
      .reduce((sum, p) => sum + p.amountCents, 0);
  const charges = payments
    .filter((p) => p.kind === 'charge' && p.status === 'confirmed')
    .sort((a, b) => b.id - a.id);
  const parts: RefundPart[] = [];
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
