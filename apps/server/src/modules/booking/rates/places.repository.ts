import { and, count, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../db/database.ts';
import { participations, rates, registrations } from '../../../db/schema/index.ts';

/**
 * The places a rate has given (decisions 9): participations whose main registration is not
 * cancelled and whose hold has not expired (expired holds stop counting before any sweep runs).
 */
export async function countPlaces(
  executor: Executor,
  rateId: number,
  now: Date,
  options: { excludeParticipationId?: number } = {},
): Promise<number> {
  const conditions = [
    eq(participations.rateId, rateId),
    eq(registrations.position, 1),
    ne(registrations.statusRegistration, 'cancelled'),
    or(isNull(participations.holdExpiresAt), gt(participations.holdExpiresAt, now)),
  ];
  if (options.excludeParticipationId !== undefined) {
    conditions.push(ne(participations.id, options.excludeParticipationId));
  }
  const [row] = await executor
    .select({ n: count() })
    .from(participations)
    .innerJoin(registrations, eq(registrations.participationId, participations.id))
    .where(and(...conditions));
  return row?.n ?? 0;
}

/**
 * Locks the rate row for the rest of the transaction and counts its places: the only correct way to
 * take a place (architecture, "Data and transactions"). Returns null when the rate does not exist.
 */
export async function lockRateForPlace(
  tx: Transaction,
  rateId: number,
  now: Date,
  options: { excludeParticipationId?: number } = {},
): Promise<{ rate: typeof rates.$inferSelect; places: number } | null> {
  const [rate] = await tx.select().from(rates).where(eq(rates.id, rateId)).for('update');
  if (!rate) return null;
  return { rate, places: await countPlaces(tx, rateId, now, options) };
}

/** Places of every rate of a congress in one query, for the rate list. */
export async function countPlacesByRate(
  executor: Executor,
  congressId: number,
  now: Date,
): Promise<Map<number, number>> {
  const rows = await executor
    .select({ rateId: participations.rateId, n: count() })
    .from(participations)
    .innerJoin(registrations, eq(registrations.participationId, participations.id))
    .where(
      and(
        eq(participations.congressId, congressId),
        eq(registrations.position, 1),
        ne(registrations.statusRegistration, 'cancelled'),
        or(isNull(participations.holdExpiresAt), gt(participations.holdExpiresAt, now)),
      ),
    )
    .groupBy(participations.rateId);
  return new Map(rows.map((row) => [row.rateId, row.n]));
}
