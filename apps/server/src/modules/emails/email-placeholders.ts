import type { PlaceholderValues } from '@congress/domain/contracts/emails';
import { fileUrl } from '@congress/domain/contracts/files';
import { formatDate } from '@congress/domain/dates';
import { formatMoney } from '@congress/domain/money';
import { paymentNumber } from '@congress/domain/pricing';
import type { ParticipationAggregate } from '../booking/booking.service.ts';
import { mainRegistration, priceOf, statementOf } from '@congress/domain/participation-money';

/** Decisions 19: the participation's last charge that is not Denied. */
const lastCharge = (agg: ParticipationAggregate) =>
  agg.payments.filter((p) => p.kind === 'charge' && p.status !== 'denied').at(-1) ?? null;

/**
 * The reminder payload of spec 3 for one participation, built from the server's data only
 * (decisions 25). "Due" is what has not been received yet: a transfer announced but not arrived
 * is still due in a reminder.
 */
export function placeholderValues(agg: ParticipationAggregate, publicUrl: string): PlaceholderValues {
  const { congress } = agg;
  const participant = mainRegistration(agg)?.participant;
  const money = (cents: number) => formatMoney(cents, congress.currency, { alwaysMinor: true });
  const charge = lastCharge(agg);
  const number = charge ? paymentNumber(charge.date, charge.id, congress.timeZone) : '';
  const received = statementOf(agg).receivedCents;
  const due = Math.max(0, priceOf(agg) - received);
  const logo = fileUrl(congress.logoFileId);
  return {
    firstName: participant?.firstName ?? '',
    lastName: participant?.lastName ?? '',
    address: participant?.billingInformation ?? '',
    country: participant?.country ?? '',
    paymentNumber: number,
    paymentReference: charge?.reference ?? number,
    date: formatDate(charge?.date ?? agg.participation.createdAt, congress.timeZone),
    price: money(due),
    amountDue: money(due),
    totalPrice: money(priceOf(agg)),
    paymentUICHAmount: money(received),
    congress: congress.slug,
    congressLabel: congress.label,
    congressDescription: congress.description ?? '',
    congressAddressCity: congress.addressCity ?? '',
    congressEmail: congress.informationEmail ?? '',
    logo: logo ? `${publicUrl}${logo}` : '',
  };
}
