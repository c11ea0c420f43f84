import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { participants, participations, registrations, bookingGroups } from '../../../db/schema/index.ts';
import { PERSON_FIELDS, type PersonField, TRAVEL_FIELDS } from './person-fields.ts';

/** What accounting keeps of a person (decisions 30): the names and country of the issued documents. */
const KEPT_PERSON_FIELDS: readonly PersonField[] = ['firstName', 'lastName', 'country'];

/**
 * Blanks what a finished congress no longer needs (decisions 30). Kept for accounting: invoices and
 * their stored documents (party names and addresses as issued), payment kinds, methods, statuses,
 * amounts, dates and references, and the participants' names and country.
 */
export async function blankParticipants(db: Executor, congressId: number): Promise<number> {
  const blanked = PERSON_FIELDS.filter((field) => !KEPT_PERSON_FIELDS.includes(field)).map((field) => [
    field,
    // A list (goodies) cannot be null: it becomes empty.
    participants[field].dataType === 'array' ? sql`'{}'::text[]` : null,
  ]);
  const rows = await db
    .update(participants)
    .set({ ...Object.fromEntries(blanked), updatedAt: sql`now()` })
    .where(eq(participants.congressId, congressId))
    .returning({ id: participants.id });
  return rows.length;
}

export async function blankRegistrations(db: Executor, congressId: number): Promise<number> {
  const travel = Object.fromEntries(TRAVEL_FIELDS.map((field) => [field, null]));
  const rows = await db
    .update(registrations)
    .set({ statusComment: null, ...travel, updatedAt: sql`now()` })
    .where(eq(registrations.congressId, congressId))
    .returning({ id: registrations.id });
  return rows.length;
}

export async function blankParticipations(db: Executor, congressId: number): Promise<number> {
  const rows = await db
    .update(participations)
    .set({
      accompanyingFirstName: null,
      accompanyingLastName: null,
      accompanyingMemberNumber: null,
      version: sql`${participations.version} + 1`,
    })
    .where(eq(participations.congressId, congressId))
    .returning({ id: participations.id });
  return rows.length;
}

/** A group's payer name may be a person's (decisions 30, 49): blanked like the people's names. */
export async function blankGroups(db: Executor, congressId: number): Promise<number> {
  const rows = await db
    .update(bookingGroups)
    .set({ billingName: '', payerEmail: '' })
    .where(eq(bookingGroups.congressId, congressId))
    .returning({ id: bookingGroups.id });
  return rows.length;
}
