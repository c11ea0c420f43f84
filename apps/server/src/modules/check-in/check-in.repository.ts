import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  activities,
  activityChoices,
  checkIns,
  congresses,
  hotels,
  participantTypes,
  participants,
  participationListSummary,
  participationSearch,
  participations,
  rates,
  registrations,
  users,
} from '../../db/schema/index.ts';

export type PersonRow = {
  registrationId: number;
  participationId: number;
  congressId: number;
  position: number;
  firstName: string;
  lastName: string;
  isAccompanying: boolean;
  section: string | null;
  workingHotel: string | null;
  typeLabel: string | null;
  hotel: string;
  rate: string;
  registrationStatus: (typeof registrations.$inferSelect)['statusRegistration'];
  dueCents: number;
  checkedInAt: Date | null;
  checkedInBy: string | null;
};

const personColumns = {
  registrationId: registrations.id,
  participationId: registrations.participationId,
  congressId: registrations.congressId,
  position: registrations.position,
  firstName: participants.firstName,
  lastName: participants.lastName,
  isAccompanying: participants.isAccompanying,
  section: participants.section,
  workingHotel: participants.workingHotel,
  typeLabel: participantTypes.label,
  hotel: hotels.name,
  rate: rates.label,
  registrationStatus: registrations.statusRegistration,
  // The account statement's due, as the list keeps it (its SQL twin, held to it by a test).
  dueCents: sql<number>`coalesce(${participationListSummary.dueCents}, 0)`.mapWith(Number),
  checkedInAt: checkIns.checkedInAt,
  checkedInBy: users.email,
};

/**
 * A registration that is a person coming: not the room-mate a shared room names in its second
 * registration (decisions 12), who comes, is checked in and gets a badge through their own.
 */
const isPerson = sql`not (${registrations.position} = 2 and ${rates.secondParticipantType} is not distinct from 'member')`;

/** People (registrations) of a congress with what the door and the badges show. */
export async function findPeople(
  executor: Executor,
  /** null: the `where` already names one participation (the participant's own tickets). */
  congressId: number | null,
  where: SQL | undefined,
  limit = 2_000,
): Promise<PersonRow[]> {
  return executor
    .select(personColumns)
    .from(registrations)
    .innerJoin(participants, eq(participants.id, registrations.participantId))
    .innerJoin(participations, eq(participations.id, registrations.participationId))
    .innerJoin(rates, eq(rates.id, participations.rateId))
    .innerJoin(hotels, eq(hotels.id, registrations.hotelId))
    .leftJoin(participantTypes, eq(participantTypes.id, participants.participantTypeId))
    .leftJoin(participationListSummary, eq(participationListSummary.participationId, participations.id))
    .leftJoin(checkIns, eq(checkIns.registrationId, registrations.id))
    .leftJoin(users, eq(users.id, checkIns.checkedInBy))
    .where(and(congressId === null ? undefined : eq(registrations.congressId, congressId), isPerson, where))
    .orderBy(asc(participants.lastName), asc(participants.firstName), asc(registrations.id))
    .limit(limit);
}

export const byRegistrationIds = (ids: number[]) => inArray(registrations.id, ids);
/** Every person of these participations, cancelled ones included (badges say who they leave out). */
export const bySelectedParticipations = (ids: number[]) => inArray(registrations.participationId, ids);
export const byParticipation = (id: number) => eq(registrations.participationId, id);

/**
 * Every word of the search in the person's name, accents and case ignored (as the list's search).
 * The participation's search document (trigram-indexed) narrows it first: it holds every name of
 * the participation, so it keeps every person the name test then picks.
 */
export function byName(search: string): SQL | undefined {
  const words = search
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 4)
    .map((word) => word.replace(/[\\%_]/g, '\\$&'));
  if (words.length === 0) return undefined;
  const like = (text: SQL, word: string) => sql`${text} like '%' || search_normalise(${word}) || '%'`;
  const document = sql`${participationSearch.document}`;
  const name = sql`search_normalise(${participants.firstName} || ' ' || ${participants.lastName})`;
  return and(
    sql`${registrations.participationId} in (select ${participationSearch.participationId} from ${participationSearch} where ${and(...words.map((word) => like(document, word)))})`,
    ...words.map((word) => like(name, word)),
  );
}

/** The activities each registration chose that start on `day` (YYYY-MM-DD). */
export async function findActivitiesOn(executor: Executor, registrationIds: number[], day: string) {
  if (registrationIds.length === 0) return [];
  return executor
    .select({
      registrationId: activityChoices.registrationId,
      label: activities.label,
      startTime: activities.startTime,
      endTime: activities.endTime,
    })
    .from(activityChoices)
    .innerJoin(activities, eq(activities.id, activityChoices.activityId))
    .where(and(inArray(activityChoices.registrationId, registrationIds), eq(activities.startDate, day)))
    .orderBy(asc(activities.startTime), asc(activities.label));
}

/**
 * The check-in itself: the primary key lets one of two concurrent scans write; the other writes
 * nothing (and waits for the first to commit on PostgreSQL), so it answers "already".
 */
export async function insertCheckIn(
  executor: Executor,
  values: {
    registrationId: number;
    congressId: number;
    checkedInBy: number | null;
    at: Date;
    deviceId?: string;
  },
): Promise<boolean> {
  const rows = await executor
    .insert(checkIns)
    .values({ ...values, checkedInAt: values.at })
    .onConflictDoNothing()
    .returning({ id: checkIns.registrationId });
  return rows.length === 1;
}

export async function findCongressById(executor: Executor, id: number) {
  const [row] = await executor.select().from(congresses).where(eq(congresses.id, id));
  return row ?? null;
}
