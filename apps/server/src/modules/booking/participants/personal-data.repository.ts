import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { participants, participations, registrations } from '../../../db/schema/index.ts';

/**
 * Blanks what a finished congress no longer needs (decisions 30). Kept for accounting: invoices and
 * their stored documents (party names and addresses as issued), payment kinds, methods, statuses,
 * amounts, dates and references, and the participants' names and country.
 */
export async function blankParticipants(db: Executor, congressId: number): Promise<number> {
  const rows = await db
    .update(participants)
    .set({
      title: null,
      section: null,
      email: null,
      phone: null,
      memberNumber: null,
      workingHotel: null,
      medicalInformation: null,
      billingInformation: null,
      comment: null,
      goodies: sql`'{}'::text[]`,
      passportNumber: null,
      passportCreationDate: null,
      passportExpirationDate: null,
      passportIssuancePlace: null,
      nationality: null,
      updatedAt: sql`now()`,
    })
    .where(eq(participants.congressId, congressId))
    .returning({ id: participants.id });
  return rows.length;
}

export async function blankRegistrations(db: Executor, congressId: number): Promise<number> {
  const rows = await db
    .update(registrations)
    .set({
      statusComment: null,
      arrivalDate: null,
      arrivalTime: null,
      arrivalOrigin: null,
      arrivalTransportNumber: null,
      arrivalNote: null,
      departureDate: null,
      departureTime: null,
      departureDestination: null,
      departureTransportNumber: null,
      departureNote: null,
      updatedAt: sql`now()`,
    })
    .where(eq(registrations.congressId, congressId))
    .returning({ id: registrations.id });
  return rows.length;
}

export async function blankParticipations(db: Executor, congressId: number): Promise<number> {
  const rows = await db
    .update(participations)
    .set({ accompanyingFirstName: null, accompanyingLastName: null, accompanyingMemberNumber: null })
    .where(eq(participations.congressId, congressId))
    .returning({ id: participations.id });
  return rows.length;
}
