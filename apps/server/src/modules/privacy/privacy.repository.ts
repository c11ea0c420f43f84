import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  auditLog,
  congresses,
  emailOutbox,
  participants,
  participations,
  payments,
  registrations,
} from '../../db/schema/index.ts';

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

/** Provider details and free comments go; amounts, dates, statuses and references stay. */
export async function blankPayments(db: Executor, congressId: number): Promise<number> {
  const rows = await db
    .update(payments)
    .set({ informationsPayment: null, comment: null, clientSecret: null })
    .where(
      sql`${payments.participationId} in (select ${participations.id} from ${participations} where ${participations.congressId} = ${congressId})`,
    )
    .returning({ id: payments.id });
  return rows.length;
}

/** Sent and failed mails lose recipient and body; pending ones are left to the worker. */
export async function blankSentEmails(db: Executor, congressId: number): Promise<number> {
  const rows = await db
    .update(emailOutbox)
    .set({ toAddress: 'purged', html: '', text: '', attachments: sql`'[]'::jsonb` })
    .where(and(eq(emailOutbox.congressId, congressId), ne(emailOutbox.status, 'pending')))
    .returning({ id: emailOutbox.id });
  return rows.length;
}

/** Who did what and when stays; the recorded values of everything but the congress itself go. */
export async function blankAuditValues(db: Executor, congressId: number): Promise<number> {
  const rows = await db
    .update(auditLog)
    .set({ before: null, after: null })
    .where(and(eq(auditLog.congressId, congressId), ne(auditLog.entity, 'congress')))
    .returning({ id: auditLog.id });
  return rows.length;
}

export async function markPurged(db: Executor, congressId: number, at: Date) {
  await db.update(congresses).set({ personalDataPurgedAt: at }).where(eq(congresses.id, congressId));
}
