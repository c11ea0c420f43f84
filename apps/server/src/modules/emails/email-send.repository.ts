import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  congresses,
  hotels,
  invoices,
  participants,
  participations,
  payments,
  rates,
  registrations,
  storedFiles,
} from '../../db/schema/index.ts';
import type { ParticipationAggregate } from '../participations/participation-read.repository.ts';

export type CongressRow = typeof congresses.$inferSelect;
export type LatestDocument = { kind: 'invoice' | 'proforma'; fileId: string };

export async function findCongressById(executor: Executor, congressId: number): Promise<CongressRow | null> {
  const [row] = await executor.select().from(congresses).where(eq(congresses.id, congressId));
  return row ?? null;
}

/** The given participations of one congress (others are ignored), existing ids only, ascending. */
export async function existingParticipationIds(
  executor: Executor,
  congressId: number,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({ id: participations.id })
    .from(participations)
    .where(and(eq(participations.congressId, congressId), inArray(participations.id, ids)))
    .orderBy(asc(participations.id));
  return rows.map((row) => row.id);
}

/** ParticipationAggregate for many participations in four queries (the bulk e-mail's recipients). */
export async function loadAggregates(
  executor: Executor,
  congressId: number,
  ids: number[],
): Promise<ParticipationAggregate[]> {
  if (ids.length === 0) return [];
  const bases = await executor
    .select({ participation: participations, rate: rates, hotel: hotels, congress: congresses })
    .from(participations)
    .innerJoin(rates, eq(rates.id, participations.rateId))
    .innerJoin(hotels, eq(hotels.id, rates.hotelId))
    .innerJoin(congresses, eq(congresses.id, participations.congressId))
    .where(and(eq(participations.congressId, congressId), inArray(participations.id, ids)))
    .orderBy(asc(participations.id));
  const registrationRows = await executor
    .select({ registration: registrations, participant: participants })
    .from(registrations)
    .innerJoin(participants, eq(participants.id, registrations.participantId))
    .where(inArray(registrations.participationId, ids))
    .orderBy(asc(registrations.position), asc(registrations.id));
  const paymentRows = await executor
    .select()
    .from(payments)
    .where(inArray(payments.participationId, ids))
    .orderBy(asc(payments.id));
  const registrationsOf = groupBy(registrationRows, (row) => row.registration.participationId);
  const paymentsOf = groupBy(paymentRows, (row) => row.participationId);
  return bases.map((base) => ({
    ...base,
    registrations: (registrationsOf.get(base.participation.id) ?? []).map(
      ({ registration, participant }) => ({
        ...registration,
        participant,
      }),
    ),
    payments: paymentsOf.get(base.participation.id) ?? [],
  }));
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Per participation, its latest stored invoice, or its latest proforma when no invoice was issued. */
export async function latestDocuments(
  executor: Executor,
  ids: number[],
): Promise<Map<number, LatestDocument>> {
  const result = new Map<number, LatestDocument>();
  if (ids.length === 0) return result;
  const rows = await executor
    .select({ participationId: invoices.participationId, kind: invoices.kind, fileId: invoices.fileId })
    .from(invoices)
    .where(
      and(
        inArray(invoices.participationId, ids),
        inArray(invoices.kind, ['invoice', 'proforma']),
        isNotNull(invoices.fileId),
      ),
    )
    .orderBy(desc(invoices.id));
  for (const row of rows) {
    if (!row.fileId || (row.kind !== 'invoice' && row.kind !== 'proforma')) continue;
    const current = result.get(row.participationId);
    if (!current || (current.kind === 'proforma' && row.kind === 'invoice'))
      result.set(row.participationId, { kind: row.kind, fileId: row.fileId });
  }
  return result;
}

export async function storedFileName(executor: Executor, fileId: string): Promise<string | null> {
  const [row] = await executor
    .select({ name: storedFiles.name })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId));
  return row?.name ?? null;
}
