import type { PaymentKind, PaymentMethod, PaymentStatus, SecondParticipantType } from './enums.ts';
import { toCents } from './money.ts';

export type PricedRate = {
  firstParticipantPrice: string;
  secondParticipantPrice: string | null;
  secondParticipantType: SecondParticipantType | null;
};

/**
 * Price of a participation (decisions 12): the first participant price, plus the second price when
 * the participation has two non-cancelled registrations and the second type is accompany. A sharing
 * member pays through their own registration, so it adds nothing here.
 */
export function participationPriceCents(rate: PricedRate, activeRegistrations: number): number {
  const first = toCents(rate.firstParticipantPrice);
  const hasCompanion = activeRegistrations >= 2 && rate.secondParticipantType === 'accompany';
  return hasCompanion && rate.secondParticipantPrice ? first + toCents(rate.secondParticipantPrice) : first;
}

export type PaymentLine = {
  kind: PaymentKind;
  method: PaymentMethod;
  status: PaymentStatus;
  amountCents: number;
};

/** What counts as paid: confirmed charges and pending bank transfers, less refunds asked or made. */
export function paidCents(payments: readonly PaymentLine[]): number {
  let total = 0;
  for (const payment of payments) {
    if (payment.kind === 'charge') {
      const counts =
        payment.status === 'confirmed' ||
        (payment.status === 'pending' && payment.method === 'bank_transfer');
      if (counts) total += payment.amountCents;
    } else if (payment.status === 'confirmed' || payment.status === 'pending') {
      total -= payment.amountCents;
    }
  }
  return total;
}

/**
 * Amount due (decisions 13, departs from the spec in one case): the price of the current choice minus
 * what is paid. When the earlier choice was never paid, the spec's "new price minus existing price"
 * would let a participant CONFIRM an unpaid room; this does not.
 */
export function amountDueCents(priceCents: number, payments: readonly PaymentLine[]): number {
  return priceCents - paidCents(payments);
}

export type ForwardAction = 'PAYE' | 'REFUND' | 'CONFIRM';

/** The payment summary's forward button (spec 2.2). */
export function forwardAction(amountDue: number): ForwardAction {
  if (amountDue > 0) return 'PAYE';
  if (amountDue < 0) return 'REFUND';
  return 'CONFIRM';
}

/** Building an Intl formatter costs far more than using one: exports number thousands of payments. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone,
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The payment number of spec 9: the date as year-month-day plus the payment id. */
export function paymentNumber(date: Date, paymentId: number, timeZone = 'Europe/Lisbon'): string {
  return `${dayFormat(timeZone).format(date).replace(/-/g, '')}-${paymentId}`;
}
