import { and, asc, count, eq, exists, ilike, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import { congresses, participants, participations, payments, rates } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;

const like = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Name, "first last", e-mail or member number of the main participant. */
function personMatches(search: string): SQL | undefined {
  const pattern = like(search);
  return or(
    ilike(participants.firstName, pattern),
    ilike(participants.lastName, pattern),
    ilike(sql`${participants.firstName} || ' ' || ${participants.lastName}`, pattern),
    ilike(participants.email, pattern),
    ilike(participants.memberNumber, pattern),
  );
}

const person = {
  firstName: participants.firstName,
  lastName: participants.lastName,
  email: participants.email,
  memberNumber: participants.memberNumber,
};

function pendingTransfersWhere(congressId: number, filter: { search?: string; chosenBefore?: Date }) {
  return and(
    eq(participations.congressId, congressId),
    eq(payments.kind, 'charge'),
    eq(payments.method, 'bank_transfer'),
    eq(payments.status, 'pending'),
    filter.chosenBefore ? lt(payments.date, filter.chosenBefore) : undefined,
    filter.search
      ? or(ilike(payments.reference, like(filter.search)), personMatches(filter.search))
      : undefined,
  );
}

export type TransferFilter = { search?: string; chosenBefore?: Date; limit: number; offset: number };

export async function listPendingTransfers(executor: Executor, congressId: number, filter: TransferFilter) {
  const where = pendingTransfersWhere(congressId, filter);
  const rows = await executor
    .select({ payment: payments, participant: person, rateLabel: rates.label })
    .from(payments)
    .innerJoin(participations, eq(participations.id, payments.participationId))
    .innerJoin(participants, eq(participants.id, participations.mainParticipantId))
    .innerJoin(rates, eq(rates.id, participations.rateId))
    .where(where)
    .orderBy(asc(payments.date), asc(payments.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await executor
    .select({ value: count() })
    .from(payments)
    .innerJoin(participations, eq(participations.id, payments.participationId))
    .innerJoin(participants, eq(participants.id, participations.mainParticipantId))
    .where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function countPendingTransfers(executor: Executor, congressId: number, chosenBefore?: Date) {
  const [row] = await executor
    .select({ value: count() })
    .from(payments)
    .innerJoin(participations, eq(participations.id, payments.participationId))
    .where(pendingTransfersWhere(congressId, chosenBefore ? { chosenBefore } : {}));
  return row?.value ?? 0;
}

const original = alias(payments, 'original_payment');

export async function listPendingRefunds(executor: Executor, congressId: number) {
  return executor
    .select({
      refund: payments,
      participant: person,
      originalMethod: original.method,
      originalProvider: original.provider,
    })
    .from(payments)
    .innerJoin(participations, eq(participations.id, payments.participationId))
    .innerJoin(participants, eq(participants.id, participations.mainParticipantId))
    .leftJoin(original, eq(original.id, payments.refundOfPaymentId))
    .where(
      and(
        eq(participations.congressId, congressId),
        eq(payments.kind, 'refund'),
        eq(payments.status, 'pending'),
      ),
    )
    .orderBy(asc(payments.date), asc(payments.id));
}

/** Participations of a congress found by the main participant or by a transfer reference they quoted. */
export async function searchParticipationIds(
  executor: Executor,
  congressId: number,
  search: string,
  limit: number,
): Promise<number[]> {
  const byReference = executor
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.participationId, participations.id), ilike(payments.reference, like(search))));
  const rows = await executor
    .select({ id: participations.id })
    .from(participations)
    .innerJoin(participants, eq(participants.id, participations.mainParticipantId))
    .where(and(eq(participations.congressId, congressId), or(personMatches(search), exists(byReference))))
    .orderBy(asc(participants.lastName), asc(participants.firstName), asc(participations.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function findPaymentWithCongress(executor: Executor, paymentId: number) {
  const [row] = await executor
    .select({ payment: payments, congressId: participations.congressId })
    .from(payments)
    .innerJoin(participations, eq(participations.id, payments.participationId))
    .where(eq(payments.id, paymentId));
  return row ?? null;
}

/** The bank transfers of these participations, pending or received, for the bulk "received". */
export async function listTransfersOf(executor: Executor, participationIds: readonly number[]) {
  if (participationIds.length === 0) return [];
  return executor
    .select({
      id: payments.id,
      participationId: payments.participationId,
      status: payments.status,
      amountCents: payments.amountCents,
    })
    .from(payments)
    .where(
      and(
        inArray(payments.participationId, [...participationIds]),
        eq(payments.kind, 'charge'),
        eq(payments.method, 'bank_transfer'),
      ),
    )
    .orderBy(asc(payments.id));
}

/** The first moment anyone could register: the congress's creation or an earlier rate opening. */
export async function registrationOpenedAt(db: Executor, congressId: number): Promise<Date | null> {
  const [congress] = await db
    .select({ createdAt: congresses.createdAt })
    .from(congresses)
    .where(eq(congresses.id, congressId));
  const [rate] = await db
    .select({ openDate: rates.openDate })
    .from(rates)
    .where(and(eq(rates.congressId, congressId), isNotNull(rates.openDate)))
    .orderBy(asc(rates.openDate))
    .limit(1);
  const moments = [congress?.createdAt, rate?.openDate].filter((d): d is Date => d instanceof Date);
  return moments.length ? new Date(Math.min(...moments.map((d) => d.getTime()))) : null;
}
