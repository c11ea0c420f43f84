import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import {
  invoiceSequences,
  invoices,
  participants,
  participations,
  payments,
  registrations,
} from '../../src/db/schema/index.ts';
import type { JourneyLog } from './booking-journeys.ts';

/**
 * What must hold after any crash: every answered booking and payment is there, the rate never holds
 * more than its quota, no participation lacks its people or registrations, no confirmed card charge
 * lacks its invoice, and invoice numbers run 1..n per congress with the sequence at n.
 */
export async function expectConsistent(db: Database, rateId: number, quota: number, log: JourneyLog) {
  const onRate = await db
    .select({ id: participations.id, main: participations.mainParticipantId })
    .from(participations)
    .where(eq(participations.rateId, rateId));
  const ids = onRate.map((p) => p.id);
  for (const id of log.booked.values()) expect(ids, `answered booking ${id}`).toContain(id);
  expect(onRate.length).toBeLessThanOrEqual(quota);

  const all = await db
    .select({ id: participations.id, main: participations.mainParticipantId })
    .from(participations);
  const withRegistration = new Set(
    (await db.select({ id: registrations.participationId }).from(registrations)).map((r) => r.id),
  );
  const people = new Set((await db.select({ id: participants.id }).from(participants)).map((p) => p.id));
  expect(all.filter((p) => !withRegistration.has(p.id) || !people.has(p.main))).toEqual([]);

  const charges = ids.length
    ? await db
        .select({ id: payments.id, participationId: payments.participationId })
        .from(payments)
        .where(
          and(
            inArray(payments.participationId, ids),
            eq(payments.kind, 'charge'),
            eq(payments.status, 'confirmed'),
          ),
        )
    : [];
  const paidParticipations = new Set(charges.map((c) => c.participationId));
  for (const id of log.paid) expect(paidParticipations, `answered payment of ${id}`).toContain(id);
  const invoiced = new Set(
    (await db.select({ paymentId: invoices.paymentId }).from(invoices)).map((i) => i.paymentId),
  );
  expect(charges.filter((c) => !invoiced.has(c.id))).toEqual([]);

  const numbered = await db
    .select({ congressId: invoices.congressId, number: invoices.number })
    .from(invoices)
    .where(isNotNull(invoices.number));
  const sequences = await db.select().from(invoiceSequences);
  for (const congressId of new Set(numbered.map((i) => i.congressId))) {
    const numbers = numbered
      .filter((i) => i.congressId === congressId)
      .map((i) => i.number ?? 0)
      .sort((a, b) => a - b);
    expect(numbers, `invoice numbers of congress ${congressId}`).toEqual(numbers.map((_, i) => i + 1));
    expect(sequences.find((s) => s.congressId === congressId)?.lastNumber).toBe(numbers.length);
  }
  return { places: onRate.length, paid: paidParticipations.size };
}
