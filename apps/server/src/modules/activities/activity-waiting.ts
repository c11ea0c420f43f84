import { findDateClash, isForWho, mayChooseActivities } from '@congress/domain/activities';
import { ACTIVITY_MESSAGES } from '@congress/domain/contracts/activities';
import { MESSAGES } from '@congress/domain/messages';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database.ts';
import { activityChoices, waitingListEntries } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { countChosen, listChoicesOfRegistrations, lockActivities } from './activities.repository.ts';
import { whoKeyOfPerson } from './activity-dto.ts';
import { findRegistrationPerson, lockRegistration } from './activity-people.repository.ts';

/**
 * Live waiting-list offers of activities: each holds one place until the sweep expires
 * it, for everyone but its own person (`exceptRegistrationId`).
 */
export async function countOffered(
  db: Executor,
  activityIds: number[],
  exceptRegistrationId?: number,
): Promise<Map<number, number>> {
  if (activityIds.length === 0) return new Map();
  const conditions = [
    inArray(waitingListEntries.activityId, activityIds),
    eq(waitingListEntries.status, 'offered'),
  ];
  if (exceptRegistrationId !== undefined)
    conditions.push(ne(waitingListEntries.registrationId, exceptRegistrationId));
  const rows = await db
    .select({ activityId: waitingListEntries.activityId, n: count() })
    .from(waitingListEntries)
    .where(and(...conditions))
    .groupBy(waitingListEntries.activityId);
  return new Map(rows.map((row) => [row.activityId ?? 0, Number(row.n)]));
}

/** The activity row locked for the transaction, with its places: choices and live offers. */
export async function lockActivityPlaces(tx: Transaction, activityId: number) {
  const [activity] = await lockActivities(tx, [activityId]);
  if (!activity) return null;
  const chosen = (await countChosen(tx, { activityIds: [activityId] })).get(activityId) ?? 0;
  const offered = (await countOffered(tx, [activityId])).get(activityId) ?? 0;
  return { activity, places: chosen + offered };
}

/** The person a registration is, with what decides whether an activity is theirs to wait for. */
export async function personForActivity(executor: Executor, registrationId: number) {
  const person = await findRegistrationPerson(executor, registrationId);
  if (!person) return null;
  return { person, whoKey: whoKeyOfPerson(person), mayChoose: mayChooseActivities(person) };
}

export const isActivityFor = isForWho;

/**
 * Takes the place an offer held (the e-mail link's Accept): the registration stands, the activity is
 * for the person and no other choice falls on its start date. The offer counted as a place, so the
 * quota is not counted again. The caller locks the activity first.
 */
export async function addChoiceFromOffer(tx: Transaction, registrationId: number, activityId: number) {
  await lockRegistration(tx, registrationId);
  const found = await personForActivity(tx, registrationId);
  if (!found || found.person.statusRegistration === 'cancelled')
    throw new AppError('CONFLICT', ACTIVITY_MESSAGES.registrationCancelled);
  const current = (await listChoicesOfRegistrations(tx, [registrationId])).map((c) => c.activityId);
  if (current.includes(activityId)) return;
  const locked = await lockActivities(tx, [...current, activityId]);
  if (findDateClash(locked)) throw new AppError('CONFLICT', MESSAGES.activityDateTaken);
  await tx.insert(activityChoices).values({ activityId, registrationId });
}

/** A save that chose an activity consumes the person's offer of it (and their place in its line). */
export async function settleOffersOnChoice(
  tx: Transaction,
  registrationId: number,
  activityIds: number[],
  now: Date,
) {
  if (activityIds.length === 0) return;
  const mine = and(
    eq(waitingListEntries.registrationId, registrationId),
    inArray(waitingListEntries.activityId, activityIds),
  );
  await tx
    .update(waitingListEntries)
    .set({ status: 'accepted', acceptedAt: now, updatedAt: now })
    .where(and(mine, eq(waitingListEntries.status, 'offered')));
  await tx
    .update(waitingListEntries)
    .set({ status: 'withdrawn', updatedAt: now })
    .where(and(mine, eq(waitingListEntries.status, 'waiting')));
}
