import type { PaymentKind, PaymentMethod, PaymentStatus, SecondParticipantType } from './enums.ts';
import { dayInZone } from './dates.ts';
import { toCents } from './money.ts';

export type PricedRate = {
  firstParticipantPrice: string;
  secondParticipantPrice: string | null;
  secondParticipantType: SecondParticipantType | null;
};

/** A night booked outside the congress nights, at the price it was booked (decisions 46). */
export type PricedNight = { night: string; priceCents: number };

/** What the extra nights of a stay add to its price. */
export const extraNightsCents = (nights: readonly PricedNight[]) =>
  nights.reduce((sum, night) => sum + night.priceCents, 0);

/** A booking's price from its rate's (integer cents) and its extra nights: the form's summary says it. */
export const priceWithExtraNights = (ratePriceCents: number, nights: readonly PricedNight[]) =>
  ratePriceCents + extraNightsCents(nights);

/**
 * Price of a participation (decisions 12): the first participant price, plus the second price when
 * the participation has two non-cancelled registrations and the second type is accompany. A sharing
 * member pays through their own registration, so it adds nothing here. The extra nights of the stay
 * add their price (decisions 46): the room is one, whoever shares it.
 */
export function participationPriceCents(
  rate: PricedRate,
  activeRegistrations: number,
  extraNights: readonly PricedNight[] = [],
): number {
  const first = toCents(rate.firstParticipantPrice) + extraNightsCents(extraNights);
  const hasCompanion = activeRegistrations >= 2 && rate.secondParticipantType === 'accompany';
  return hasCompanion && rate.secondParticipantPrice ? first + toCents(rate.secondParticipantPrice) : first;
}

export type PaymentLine = {
  kind: PaymentKind;
  method: PaymentMethod;
  status: PaymentStatus;
  amountCents: number;
};

/** The payment number of spec 9: the date as year-month-day plus the payment id. */
export function paymentNumber(date: Date, paymentId: number, timeZone = 'Europe/Lisbon'): string {
  return `${dayInZone(date, timeZone).replace(/-/g, '')}-${paymentId}`;
}

/** Spec 9: the bank transfer sum is due within 15 days of choosing it. */
export const TRANSFER_DAYS = 15;
/**
 * Decisions 42: the one due date of a transfer, from the instant it was chosen. The desk, the
 * proforma, the e-mails and the dashboard all read it here, so they never disagree.
 */
export const transferDueDate = (chosenAt: Date | string) =>
  new Date(new Date(chosenAt).getTime() + TRANSFER_DAYS * 86_400_000);

/** Past its due date (decisions 42): the proforma says "Overdue since", the dashboard says so. */
export const isTransferPastDue = (chosenAt: Date | string, now: Date) =>
  now.getTime() > transferDueDate(chosenAt).getTime();
