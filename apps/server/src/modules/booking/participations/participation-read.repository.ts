import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PricedNight } from '@congress/domain/pricing';
import type { Stay } from '@congress/domain/stays';
import type { Executor } from '../../../db/database.ts';
import {
  congresses,
  hotels,
  participants,
  participations,
  payments,
  pendingChanges,
  rates,
  registrations,
} from '../../../db/schema/index.ts';

export type ParticipationAggregate = {
  participation: typeof participations.$inferSelect;
  rate: typeof rates.$inferSelect;
  hotel: typeof hotels.$inferSelect;
  congress: typeof congresses.$inferSelect;
  registrations: Array<typeof registrations.$inferSelect & { participant: typeof participants.$inferSelect }>;
  payments: Array<typeof payments.$inferSelect>;
  /** The change being made (decisions 32), with its rate and whether it keeps a second person. */
  pendingChange: {
    rate: typeof rates.$inferSelect;
    holdExpiresAt: Date;
    hasSecond: boolean;
    /** The extra nights of the stay it would book, as its plan priced them (decisions 46). */
    extraNights: PricedNight[];
  } | null;
};

/** A plan stored before stays were priced has no extra nights. */
export const planExtraNights = (plan: unknown): PricedNight[] =>
  (plan as { extraNights?: PricedNight[] } | null)?.extraNights ?? [];

/** The stay a plan books; a plan stored before stays has none. */
export const planStay = (plan: unknown): Stay | null => (plan as { stay?: Stay | null } | null)?.stay ?? null;

/**
 * A participation with everything pricing, payments and documents need, in registration order.
 * `forUpdate` locks the participation row, so concurrent payment events on it run one after another.
 */
export async function findParticipationAggregate(
  executor: Executor,
  participationId: number,
  options: { forUpdate?: boolean } = {},
): Promise<ParticipationAggregate | null> {
  const base = executor
    .select({ participation: participations, rate: rates, hotel: hotels, congress: congresses })
    .from(participations)
    .innerJoin(rates, eq(rates.id, participations.rateId))
    .innerJoin(hotels, eq(hotels.id, rates.hotelId))
    .innerJoin(congresses, eq(congresses.id, participations.congressId))
    .where(eq(participations.id, participationId));
  const [row] = options.forUpdate ? await base.for('update', { of: participations }) : await base;
  if (!row) return null;
  const registrationRows = await executor
    .select({ registration: registrations, participant: participants })
    .from(registrations)
    .innerJoin(participants, eq(participants.id, registrations.participantId))
    .where(eq(registrations.participationId, participationId))
    .orderBy(asc(registrations.position));
  const paymentRows = await executor
    .select()
    .from(payments)
    .where(eq(payments.participationId, participationId))
    .orderBy(asc(payments.id));
  const [pending] = await executor
    .select({ change: pendingChanges, rate: rates })
    .from(pendingChanges)
    .innerJoin(rates, eq(rates.id, pendingChanges.rateId))
    .where(eq(pendingChanges.participationId, participationId));
  return {
    ...row,
    registrations: registrationRows.map(({ registration, participant }) => ({
      ...registration,
      participant,
    })),
    payments: paymentRows,
    pendingChange: pending
      ? {
          rate: pending.rate,
          holdExpiresAt: pending.change.holdExpiresAt,
          hasSecond: (pending.change.plan as { second: unknown }).second !== null,
          extraNights: planExtraNights(pending.change.plan),
        }
      : null,
  };
}

/**
 * ParticipationAggregate for many participations in four queries (the bulk e-mail's recipients):
 * they read the choice in force, so pending changes are left out.
 */
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
    pendingChange: null,
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

export type ParticipationOwner = { congressId: number; userId: number | null; memberUserId: number | null };

/** Who owns a participation: the user or member of its main participant. */
export async function findParticipationOwner(
  executor: Executor,
  participationId: number,
): Promise<ParticipationOwner | null> {
  const [row] = await executor
    .select({
      congressId: participations.congressId,
      userId: participants.userId,
      memberUserId: participants.memberUserId,
    })
    .from(participations)
    .innerJoin(participants, eq(participants.id, participations.mainParticipantId))
    .where(eq(participations.id, participationId));
  return row ?? null;
}
