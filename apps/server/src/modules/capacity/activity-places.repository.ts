import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { activities, activityChoices, registrations, waitingListEntries } from '../../db/schema/index.ts';

export type LockedActivityRow = typeof activities.$inferSelect;

/** Locks the activity rows (in id order, so two savers never deadlock) until the transaction ends. */
export async function lockActivities(db: Executor, ids: number[]): Promise<LockedActivityRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(activities)
    .where(inArray(activities.id, ids))
    .orderBy(asc(activities.id))
    .for('update');
}

/** Places taken per activity: choices of registrations that are not cancelled. */
export async function countChosen(
  db: Executor,
  where: { congressId: number } | { activityIds: number[] },
): Promise<Map<number, number>> {
  if ('activityIds' in where && where.activityIds.length === 0) return new Map();
  const rows = await db
    .select({ activityId: activityChoices.activityId, n: count() })
    .from(activityChoices)
    .innerJoin(activities, eq(activities.id, activityChoices.activityId))
    .innerJoin(registrations, eq(registrations.id, activityChoices.registrationId))
    .where(
      and(
        ne(registrations.statusRegistration, 'cancelled'),
        'congressId' in where
          ? eq(activities.congressId, where.congressId)
          : inArray(activityChoices.activityId, where.activityIds),
      ),
    )
    .groupBy(activityChoices.activityId);
  return new Map(rows.map((row) => [row.activityId, Number(row.n)]));
}

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
