import { and, count, eq, gt, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database.ts';
import {
  participations,
  pendingChanges,
  rates,
  registrations,
  waitingListEntries,
} from '../../db/schema/index.ts';

/** A participation in force on a rate: its main registration stands and its hold has not expired. */
const standing = (now: Date): SQL[] => [
  eq(registrations.position, 1),
  ne(registrations.statusRegistration, 'cancelled'),
  or(isNull(participations.holdExpiresAt), gt(participations.holdExpiresAt, now)) as SQL,
];

/**
 * A change moving a standing participation onto another rate holds a place there until it expires
 * (decisions 32); a change that keeps the rate takes nothing more.
 */
const pendingElsewhere = (now: Date): SQL[] => [
  gt(pendingChanges.holdExpiresAt, now),
  ne(pendingChanges.rateId, participations.rateId),
  ...standing(now),
];

/** A waiting-list offer holds its place until it expires, like a booking. */
const liveOffer = (now: Date): SQL[] => [
  eq(waitingListEntries.status, 'offered'),
  gt(waitingListEntries.offerExpiresAt, now),
];

export type PlaceCountOptions = {
  excludeParticipationId?: number;
  /** The offer being taken by its own person: its place is theirs. */
  excludeOfferId?: number;
};

/**
 * The places a rate has given (decisions 9): participations whose main registration is not
 * cancelled and whose hold has not expired (expired holds stop counting before any sweep runs), and
 * pending changes onto it that have not expired (decisions 32). `excludeParticipationId` leaves out
 * a participation and its own pending change. Live waiting-list offers count too, but for
 * `excludeOfferId`.
 */
export async function countPlaces(
  executor: Executor,
  rateId: number,
  now: Date,
  options: PlaceCountOptions = {},
): Promise<number> {
  const excluded = options.excludeParticipationId;
  const inForce = [eq(participations.rateId, rateId), ...standing(now)];
  const pending = [eq(pendingChanges.rateId, rateId), ...pendingElsewhere(now)];
  const offers = [eq(waitingListEntries.rateId, rateId), ...liveOffer(now)];
  if (excluded !== undefined) {
    inForce.push(ne(participations.id, excluded));
    pending.push(ne(participations.id, excluded));
  }
  if (options.excludeOfferId !== undefined) offers.push(ne(waitingListEntries.id, options.excludeOfferId));
  // The counts in one round trip (under the rate's lock, every statement lengthens the queue).
  const counts = await executor
    .select({ n: count() })
    .from(participations)
    .innerJoin(registrations, eq(registrations.participationId, participations.id))
    .where(and(...inForce))
    .unionAll(
      executor
        .select({ n: count() })
        .from(pendingChanges)
        .innerJoin(participations, eq(participations.id, pendingChanges.participationId))
        .innerJoin(registrations, eq(registrations.participationId, participations.id))
        .where(and(...pending)),
    )
    .unionAll(
      executor
        .select({ n: count() })
        .from(waitingListEntries)
        .where(and(...offers)),
    );
  return counts.reduce((sum, row) => sum + Number(row.n), 0);
}

/**
 * Locks the rate row for the rest of the transaction and counts its places: the only correct way to
 * take a place (architecture, "Data and transactions"). Returns null when the rate does not exist.
 */
export async function lockRateForPlace(
  tx: Transaction,
  rateId: number,
  now: Date,
  options: PlaceCountOptions = {},
): Promise<{ rate: typeof rates.$inferSelect; places: number } | null> {
  const [rate] = await tx.select().from(rates).where(eq(rates.id, rateId)).for('update');
  if (!rate) return null;
  return { rate, places: await countPlaces(tx, rateId, now, options) };
}

/** Places of every rate of a congress in three queries, for the rate list and the overview. */
export async function countPlacesByRate(
  executor: Executor,
  congressId: number,
  now: Date,
): Promise<Map<number, number>> {
  const held = await executor
    .select({ rateId: participations.rateId, n: count() })
    .from(participations)
    .innerJoin(registrations, eq(registrations.participationId, participations.id))
    .where(and(eq(participations.congressId, congressId), ...standing(now)))
    .groupBy(participations.rateId);
  const changing = await executor
    .select({ rateId: pendingChanges.rateId, n: count() })
    .from(pendingChanges)
    .innerJoin(participations, eq(participations.id, pendingChanges.participationId))
    .innerJoin(registrations, eq(registrations.participationId, participations.id))
    .where(and(eq(participations.congressId, congressId), ...pendingElsewhere(now)))
    .groupBy(pendingChanges.rateId);
  const offered = await countLiveOffersByRate(executor, congressId, now);
  const places = new Map(held.map((row) => [row.rateId, row.n]));
  for (const row of changing) places.set(row.rateId, (places.get(row.rateId) ?? 0) + row.n);
  for (const [rateId, n] of offered) places.set(rateId, (places.get(rateId) ?? 0) + n);
  return places;
}

/**
 * Live waiting-list offers per rate of a congress: `countPlacesByRate` includes them, and the
 * overview shows them apart (they have no participation for the list to show).
 */
export async function countLiveOffersByRate(
  executor: Executor,
  congressId: number,
  now: Date,
): Promise<Map<number, number>> {
  const offered = await executor
    .select({ rateId: waitingListEntries.rateId, n: count() })
    .from(waitingListEntries)
    .where(and(eq(waitingListEntries.congressId, congressId), ...liveOffer(now)))
    .groupBy(waitingListEntries.rateId);
  return new Map(offered.flatMap((row) => (row.rateId === null ? [] : [[row.rateId, row.n]])));
}

/**
 * The ids of the participations holding the places `countPlaces` counts on the rates `rateIds`
 * selects (a subquery of rate ids): the same conditions, for the list's place filter.
 */
export function placeHoldersSql(rateIds: SQL, now: Date): SQL {
  return sql`(select ${participations.id} from ${participations}
    inner join ${registrations} on ${registrations.participationId} = ${participations.id}
    where ${participations.rateId} in ${rateIds} and ${and(...standing(now))}
  union all
  select ${participations.id} from ${pendingChanges}
    inner join ${participations} on ${participations.id} = ${pendingChanges.participationId}
    inner join ${registrations} on ${registrations.participationId} = ${participations.id}
    where ${pendingChanges.rateId} in ${rateIds} and ${and(...pendingElsewhere(now))})`;
}
