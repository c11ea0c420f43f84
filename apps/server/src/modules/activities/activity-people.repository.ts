import { and, asc, count, eq, exists, inArray, ne, not, type SQL, sql } from 'drizzle-orm';
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

/**
 * A person of the statistics: not the room-mate named on a rate shared with a member.
 * That registration records who shares the room; the room-mate who registered counts
 * through their own participation, and one who never registered is nobody to count or chase.
 */
const isPersonInStatistics = sql`not (${registrations.position} = 2 and ${rates.secondParticipantType} = 'member')`;

const choseActivity = (db: Executor, activityId: number) =>
  inArray(
    registrations.id,
    db
      .select({ id: activityChoices.registrationId })
      .from(activityChoices)
      .where(eq(activityChoices.activityId, activityId)),
  );

const hasNoChoice = (db: Executor) =>
  not(
    exists(
      db
        .select({ id: activityChoices.id })
        .from(activityChoices)
        .where(eq(activityChoices.registrationId, registrations.id)),
    ),
  );

/** One page of the statistics' people under a condition, by name, with how many there are. */
async function pageOfPeople(db: Executor, where: SQL | undefined, page: { limit: number; offset: number }) {
  const [items, [counted]] = await Promise.all([
    selectPeople(db, where).limit(page.limit).offset(page.offset),
    db
      .select({ n: count() })
      .from(registrations)
      .innerJoin(participations, eq(participations.id, registrations.participationId))
      .innerJoin(rates, eq(rates.id, participations.rateId))
      .where(where),
  ]);
  return { items, total: Number(counted?.n ?? 0) };
}

export type PeoplePage = { limit: number; offset: number };

/** Non-cancelled registrations that chose the activity. */
export function pagePeopleOfActivity(db: Executor, activityId: number, page: PeoplePage) {
  return pageOfPeople(db, and(notCancelled, isPersonInStatistics, choseActivity(db, activityId)), page);
}

/** Non-cancelled registrations of the congress with no choice yet. */
export function pagePeopleWithoutChoice(db: Executor, congressId: number, page: PeoplePage) {
  const where = and(
    eq(registrations.congressId, congressId),
    notCancelled,
    isPersonInStatistics,
    hasNoChoice(db),
  );
  return pageOfPeople(db, where, page);
}

/** How many people of the congress are active, and how many of them have no choice yet. */
export async function countPeople(db: Executor, congressId: number) {
  const [row] = await db
    .select({
      active: count(),
      withoutChoice: sql<number>`count(*) filter (where ${hasNoChoice(db)})`.mapWith(Number),
    })
    .from(registrations)
    .innerJoin(participations, eq(participations.id, registrations.participationId))
    .innerJoin(rates, eq(rates.id, participations.rateId))
    .where(and(eq(registrations.congressId, congressId), notCancelled, isPersonInStatistics));
  return { active: Number(row?.active ?? 0), withoutChoice: row?.withoutChoice ?? 0 };
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
