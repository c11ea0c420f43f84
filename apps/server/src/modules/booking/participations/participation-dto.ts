import type { TParticipation, TPendingChange } from '@congress/domain/contracts/participations';
import { accountStatement } from '@congress/domain/account-statement';
import { participationPriceCents } from '@congress/domain/pricing';
import type { BookingPlan } from '../registrations/booking-plan.ts';
import type { TRegistration } from '@congress/domain/contracts/registrations';
import { fromCents } from '@congress/domain/money';
import { statementOf } from '@congress/domain/participation-money';
import { toPaymentDto } from '../../../lib/payment-dto.ts';
import { toParticipantDto } from '../participants/participant-dto.ts';
import { travelOf } from '../participants/person-fields.ts';
import type { Language } from '@congress/domain/i18n/languages';
import { localizeRate, toRateBaseDto } from '../rates/rate-dto.ts';
import { planExtraNights, planStay } from './participation-read.repository.ts';
import type { ParticipationDetailRows, RegistrationDetailRows } from './participation-detail.repository.ts';

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

/** The pending change as the summary shows it; its statement prices the new choice (decisions 32). */
function toPendingChangeDto(rows: ParticipationDetailRows): TPendingChange | null {
  if (!rows.pendingChange) return null;
  const { change, rate } = rows.pendingChange;
  const plan = change.plan as Pick<BookingPlan, 'roomOption' | 'second' | 'main'>;
  const second = plan.second
    ? {
        kind: plan.second.kind,
        firstName: plan.second.participant.firstName,
        lastName: plan.second.participant.lastName,
      }
    : null;
  const extraNights = planExtraNights(change.plan);
  const priceCents = participationPriceCents(rate.rate, second ? 2 : 1, extraNights);
  return {
    rate: toRateBaseDto(rate),
    roomOption: plan.roomOption,
    second,
    holdExpiresAt: change.holdExpiresAt.toISOString(),
    statement: accountStatement({ priceCents, payments: rows.payments }),
    stay: planStay(change.plan),
    extraNights,
    people: {
      main: { ...plan.main.participant, ...plan.main.travel },
      companion:
        plan.second?.kind === 'companion' ? { ...plan.second.participant, ...plan.second.travel } : null,
      sharing: plan.second?.kind === 'sharing' ? plan.second.participant : null,
    },
  };
}

export function toParticipationDto(rows: ParticipationDetailRows): TParticipation {
  const { participation: p, rate, currency, timeZone } = rows;
  const registrations = rows.registrations.map(toRegistrationDto);
  const statement = statementOf({
    participation: p,
    rate: rate.rate,
    registrations: registrations.map((r) => ({ ...r, statusComment: r.statusComment })),
    payments: rows.payments,
  });
  return {
    id: p.id,
    congress_id: p.congressId,
    rateId: p.rateId,
    lastRateId: p.lastRateId,
    rate: toRateBaseDto(rate),
    mainParticipantId: p.mainParticipantId,
    registrations,
    payment: rows.payments.map((payment) => toPaymentDto(payment, timeZone)),
    accompanyingFirstName: p.accompanyingFirstName,
    accompanyingLastName: p.accompanyingLastName,
    accompanyingMemberNumber: p.accompanyingMemberNumber,
    paymentMethodChoice: p.paymentMethodChoice,
    holdExpiresAt: p.holdExpiresAt?.toISOString() ?? null,
    consentAt: p.consentAt?.toISOString() ?? null,
    currency,
    price: fromCents(statement.priceCents),
    priceCents: statement.priceCents,
    paidCents: statement.paidCents,
    amountDue: fromCents(statement.dueCents),
    amountDueCents: statement.dueCents,
    forwardAction: statement.action,
    statement,
    pendingChange: toPendingChangeDto(rows),
    stay: p.checkInOn && p.checkOutOn ? { checkIn: p.checkInOn, checkOut: p.checkOutOn } : null,
    extraNights: p.extraNights,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    version: p.version,
  };
}

/** The participation's rates (and a pending change's) in the reader's language. */
export function localizeParticipation(participation: TParticipation, language: Language): TParticipation {
  const { pendingChange } = participation;
  return {
    ...participation,
    rate: localizeRate(participation.rate, language),
    pendingChange: pendingChange && { ...pendingChange, rate: localizeRate(pendingChange.rate, language) },
  };
}
