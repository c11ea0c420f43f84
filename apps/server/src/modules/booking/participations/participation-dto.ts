import type { TParticipation } from '@congress/domain/contracts/participations';
import type { TRegistration } from '@congress/domain/contracts/registrations';
import { fromCents } from '@congress/domain/money';
import {
  amountDueCents,
  forwardAction,
  paidCents,
  participationPriceCents,
  paymentNumber,
} from '@congress/domain/pricing';
import { toParticipantDto } from '../participants/participant-dto.ts';
import { travelOf } from '../participants/person-fields.ts';
import { toRateBaseDto } from '../rates/rate-dto.ts';
import type { ParticipationDetailRows, RegistrationDetailRows } from './participation-detail.repository.ts';
import type { PaymentRow } from './participations.repository.ts';

export function toRegistrationDto({
  registration: r,
  participant,
  hotel,
  activityIds,
}: RegistrationDetailRows) {
  return {
    id: r.id,
    hotel_id: r.hotelId,
    hotel,
    congress_id: r.congressId,
    participation_id: r.participationId,
    participant_id: r.participantId,
    participant: toParticipantDto(participant),
    position: r.position,
    statusRegistration: r.statusRegistration,
    statusComment: r.statusComment,
    roomOption: r.roomOption,
    activities_id: activityIds,
    ...travelOf(r),
  } satisfies TRegistration;
}

/** The price counts the non-cancelled registrations (decisions 12). */
export const activeRegistrationCount = (rows: readonly { statusRegistration: string }[]) =>
  rows.filter((row) => row.statusRegistration !== 'cancelled').length;

export const toPaymentLines = (rows: readonly PaymentRow[]) =>
  rows.map(({ kind, method, status, amountCents }) => ({ kind, method, status, amountCents }));

export function toParticipationDto(rows: ParticipationDetailRows): TParticipation {
  const { participation: p, rate, currency, timeZone } = rows;
  const registrations = rows.registrations.map(toRegistrationDto);
  const priceCents = participationPriceCents(rate.rate, activeRegistrationCount(registrations));
  const lines = toPaymentLines(rows.payments);
  const dueCents = amountDueCents(priceCents, lines);
  return {
    id: p.id,
    congress_id: p.congressId,
    rateId: p.rateId,
    lastRateId: p.lastRateId,
    rate: toRateBaseDto(rate),
    mainParticipantId: p.mainParticipantId,
    registrations,
    payment: rows.payments.map((payment) => ({
      id: payment.id,
      participationId: payment.participationId,
      kind: payment.kind,
      statusPayment: payment.status,
      typePayment: payment.method,
      sum: fromCents(payment.amountCents),
      amountCents: payment.amountCents,
      currency: payment.currency,
      reference: payment.reference,
      comment: payment.comment,
      date: payment.date.toISOString(),
      paymentNumber: paymentNumber(payment.date, payment.id, timeZone),
    })),
    accompanyingFirstName: p.accompanyingFirstName,
    accompanyingLastName: p.accompanyingLastName,
    accompanyingMemberNumber: p.accompanyingMemberNumber,
    paymentMethodChoice: p.paymentMethodChoice,
    holdExpiresAt: p.holdExpiresAt?.toISOString() ?? null,
    consentAt: p.consentAt?.toISOString() ?? null,
    currency,
    price: fromCents(priceCents),
    priceCents,
    paidCents: paidCents(lines),
    amountDue: fromCents(dueCents),
    amountDueCents: dueCents,
    forwardAction: forwardAction(dueCents),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
