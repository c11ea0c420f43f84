import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import {
  activityChoices,
  congresses,
  hotels,
  participants,
  participantTypes,
  participations,
  payments,
  pendingChanges,
  rates,
  registrations,
  sections,
} from '../../../db/schema/index.ts';
import type { PendingChangeRow } from '../registrations/pending-change.repository.ts';
import type { ParticipantWithType } from '../participants/participants.repository.ts';
import type { RateWithRelations } from '../rates/rates.repository.ts';
import type { RegistrationRow } from '../registrations/registrations.repository.ts';
import type { ParticipationRow, PaymentRow } from './participations.repository.ts';

export type RegistrationDetailRows = {
  registration: RegistrationRow;
  participant: ParticipantWithType;
  hotel: { id: number; name: string };
  activityIds: number[];
};

export type ParticipationDetailRows = {
  participation: ParticipationRow;
  rate: RateWithRelations;
  currency: string;
  /** The congress's time zone: payment numbers are dated in it (spec 9). */
  timeZone: string;
  registrations: RegistrationDetailRows[];
  payments: PaymentRow[];
  /** The change being made (decisions 32) and its rate. */
  pendingChange: { change: PendingChangeRow; rate: RateWithRelations } | null;
};

/**
 * By ids only: a whole congress of participations with their people's passport and medical fields
 * is never loaded (decisions 40: collections go through the participation list).
 */
export type DetailFilter = { ids: number[] };

const typeColumns = {
  id: participantTypes.id,
  slug: participantTypes.slug,
  label: participantTypes.label,
  isMember: participantTypes.isMember,
};

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Participations with everything their DTO shows, in four queries whatever their number. */
export async function loadParticipationDetails(
  executor: Executor,
  filter: DetailFilter,
): Promise<ParticipationDetailRows[]> {
  if (filter.ids.length === 0) return [];
  const participationWhere = inArray(participations.id, filter.ids);
  const registrationWhere = inArray(registrations.participationId, filter.ids);

  const heads = await executor
    .select({
      participation: participations,
      rate: rates,
      hotel: { id: hotels.id, name: hotels.name },
      section: { id: sections.id, name: sections.name },
      type: typeColumns,
      currency: congresses.currency,
      timeZone: congresses.timeZone,
    })
    .from(participations)
    .innerJoin(rates, eq(rates.id, participations.rateId))
    .innerJoin(hotels, eq(hotels.id, rates.hotelId))
    .innerJoin(participantTypes, eq(participantTypes.id, rates.firstParticipantTypeId))
    .leftJoin(sections, eq(sections.id, rates.sectionId))
    .innerJoin(congresses, eq(congresses.id, participations.congressId))
    .where(participationWhere)
    .orderBy(asc(participations.id));

  const registrationRows = await executor
    .select({
      registration: registrations,
      participant: participants,
      type: typeColumns,
      hotel: { id: hotels.id, name: hotels.name },
    })
    .from(registrations)
    .innerJoin(participants, eq(participants.id, registrations.participantId))
    .leftJoin(participantTypes, eq(participantTypes.id, participants.participantTypeId))
    .innerJoin(hotels, eq(hotels.id, registrations.hotelId))
    .where(registrationWhere)
    .orderBy(asc(registrations.participationId), asc(registrations.position));

  const paymentRows = await executor
    .select({ payment: payments })
    .from(payments)
    .innerJoin(participations, eq(participations.id, payments.participationId))
    .where(participationWhere)
    .orderBy(asc(payments.id));

  const choiceRows = await executor
    .select({ registrationId: activityChoices.registrationId, activityId: activityChoices.activityId })
    .from(activityChoices)
    .innerJoin(registrations, eq(registrations.id, activityChoices.registrationId))
    .where(registrationWhere)
    .orderBy(asc(activityChoices.activityId));

  const pendingRows = await executor
    .select({
      change: pendingChanges,
      rate: rates,
      hotel: { id: hotels.id, name: hotels.name },
      section: { id: sections.id, name: sections.name },
      type: typeColumns,
    })
    .from(pendingChanges)
    .innerJoin(participations, eq(participations.id, pendingChanges.participationId))
    .innerJoin(rates, eq(rates.id, pendingChanges.rateId))
    .innerJoin(hotels, eq(hotels.id, rates.hotelId))
    .innerJoin(participantTypes, eq(participantTypes.id, rates.firstParticipantTypeId))
    .leftJoin(sections, eq(sections.id, rates.sectionId))
    .where(participationWhere);
  const pendingBy = new Map(
    pendingRows.map(({ change, ...rate }) => [change.participationId, { change, rate }] as const),
  );

  const choices = groupBy(choiceRows, (row) => row.registrationId);
  const registrationsBy = groupBy(registrationRows, (row) => row.registration.participationId);
  const paymentsBy = groupBy(paymentRows, (row) => row.payment.participationId);
  return heads.map(({ participation, rate, hotel, section, type, currency, timeZone }) => ({
    participation,
    rate: { rate, hotel, section, type },
    currency,
    timeZone,
    registrations: (registrationsBy.get(participation.id) ?? []).map((row) => ({
      registration: row.registration,
      participant: { ...row.participant, type: row.type },
      hotel: row.hotel,
      activityIds: (choices.get(row.registration.id) ?? []).map((choice) => choice.activityId),
    })),
    payments: (paymentsBy.get(participation.id) ?? []).map((row) => row.payment),
    pendingChange: pendingBy.get(participation.id) ?? null,
  }));
}
