import { and, asc, eq, exists, inArray, ne, not, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  activities,
  activityChoices,
  participants,
  participantTypes,
  participations,
  rates,
  registrations,
} from '../../db/schema/index.ts';

/** A registration with what the activity rules need: its person, the rate's types, the owner. */
export type RegistrationPersonRow = {
  id: number;
  participationId: number;
  congressId: number;
  position: number;
  statusRegistration: string;
  firstName: string;
  lastName: string;
  email: string | null;
  /** The rate's first participant type (the main participant's type). */
  rateTypeSlug: string;
  secondParticipantType: 'member' | 'accompany' | null;
  mainParticipantId: number;
};

const personColumns = {
  id: registrations.id,
  participationId: registrations.participationId,
  congressId: registrations.congressId,
  position: registrations.position,
  statusRegistration: registrations.statusRegistration,
  firstName: participants.firstName,
  lastName: participants.lastName,
  email: participants.email,
  rateTypeSlug: participantTypes.slug,
  secondParticipantType: rates.secondParticipantType,
  mainParticipantId: participations.mainParticipantId,
};

function selectPeople(db: Executor, where: SQL | undefined) {
  return db
    .select(personColumns)
    .from(registrations)
    .innerJoin(participations, eq(participations.id, registrations.participationId))
    .innerJoin(rates, eq(rates.id, participations.rateId))
    .innerJoin(participantTypes, eq(participantTypes.id, rates.firstParticipantTypeId))
    .innerJoin(participants, eq(participants.id, registrations.participantId))
    .where(where)
    .orderBy(asc(participants.lastName), asc(participants.firstName), asc(registrations.id));
}

export async function findRegistrationPerson(db: Executor, registrationId: number) {
  const [row] = await selectPeople(db, eq(registrations.id, registrationId));
  return row ?? null;
}

export async function listParticipationPeople(db: Executor, participationId: number) {
  const rows = await selectPeople(db, eq(registrations.participationId, participationId));
  return rows.sort((a, b) => a.position - b.position);
}

const notCancelled = ne(registrations.statusRegistration, 'cancelled');

/** Non-cancelled registrations that chose the activity. */
export async function listPeopleOfActivity(db: Executor, activityId: number) {
  return selectPeople(
    db,
    and(
      notCancelled,
      inArray(
        registrations.id,
        db
          .select({ id: activityChoices.registrationId })
          .from(activityChoices)
          .where(eq(activityChoices.activityId, activityId)),
      ),
    ),
  );
}

/** Non-cancelled registrations of the congress with no choice yet. */
export async function listPeopleWithoutChoice(db: Executor, congressId: number) {
  return selectPeople(
    db,
    and(
      eq(registrations.congressId, congressId),
      notCancelled,
      not(
        exists(
          db
            .select({ id: activityChoices.id })
            .from(activityChoices)
            .where(eq(activityChoices.registrationId, registrations.id)),
        ),
      ),
    ),
  );
}

export async function listActivePeople(db: Executor, congressId: number) {
  return selectPeople(db, and(eq(registrations.congressId, congressId), notCancelled));
}

/** Every choice of the congress's non-cancelled registrations, for the xlsx export. */
export async function listChoiceRows(db: Executor, congressId: number) {
  return db
    .select({
      ...personColumns,
      activityId: activities.id,
      activityLabel: activities.label,
      startDate: activities.startDate,
      startTime: activities.startTime,
      endTime: activities.endTime,
      chosenAt: activityChoices.createdAt,
    })
    .from(activityChoices)
    .innerJoin(activities, eq(activities.id, activityChoices.activityId))
    .innerJoin(registrations, eq(registrations.id, activityChoices.registrationId))
    .innerJoin(participations, eq(participations.id, registrations.participationId))
    .innerJoin(rates, eq(rates.id, participations.rateId))
    .innerJoin(participantTypes, eq(participantTypes.id, rates.firstParticipantTypeId))
    .innerJoin(participants, eq(participants.id, registrations.participantId))
    .where(and(eq(activities.congressId, congressId), notCancelled))
    .orderBy(
      asc(activities.startDate),
      asc(activities.startTime),
      asc(activities.label),
      asc(participants.lastName),
      asc(participants.firstName),
    );
}

/** Locks one registration, so two saves of its choices run one after the other. */
export async function lockRegistration(db: Executor, registrationId: number): Promise<boolean> {
  const rows = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(eq(registrations.id, registrationId))
    .for('update');
  return rows.length > 0;
}
