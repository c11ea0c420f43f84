import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { activities, activityChoices } from '../../db/schema/index.ts';

export type ActivityRow = typeof activities.$inferSelect;
export type ActivityInsert = typeof activities.$inferInsert;

const byDateAndTime = [
  asc(activities.startDate),
  asc(activities.startTime),
  asc(activities.label),
  asc(activities.id),
];

export async function listActivitiesOfCongress(db: Executor, congressId: number): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activities)
    .where(eq(activities.congressId, congressId))
    .orderBy(...byDateAndTime);
}

export async function listOpenActivities(db: Executor, congressId: number): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activities)
    .where(and(eq(activities.congressId, congressId), eq(activities.isOpen, true)))
    .orderBy(...byDateAndTime);
}

export async function findActivity(db: Executor, id: number): Promise<ActivityRow | null> {
  const [row] = await db.select().from(activities).where(eq(activities.id, id));
  return row ?? null;
}

export async function insertActivity(db: Executor, values: ActivityInsert): Promise<ActivityRow> {
  const [row] = await db.insert(activities).values(values).returning();
  if (!row) throw new Error('activity not stored');
  return row;
}

/**
 * Every write moves the version; the activity is written only while it is still at the version the
 * caller read (decisions 39), else null.
 */
export async function updateActivity(
  db: Executor,
  id: number,
  readVersion: number,
  values: Partial<ActivityInsert>,
): Promise<ActivityRow | null> {
  const [row] = await db
    .update(activities)
    .set({ ...values, version: sql`${activities.version} + 1` })
    .where(and(eq(activities.id, id), eq(activities.version, readVersion)))
    .returning();
  return row ?? null;
}

export async function deleteActivity(db: Executor, id: number): Promise<void> {
  await db.delete(activities).where(eq(activities.id, id));
}

export async function setOpenOfCongress(db: Executor, congressId: number, isOpen: boolean): Promise<number> {
  const rows = await db
    .update(activities)
    .set({ isOpen, version: sql`${activities.version} + 1` })
    .where(and(eq(activities.congressId, congressId), ne(activities.isOpen, isOpen)))
    .returning({ id: activities.id });
  return rows.length;
}

export async function listChoicesOfRegistrations(
  db: Executor,
  registrationIds: number[],
): Promise<{ registrationId: number; activityId: number }[]> {
  if (registrationIds.length === 0) return [];
  return db
    .select({ registrationId: activityChoices.registrationId, activityId: activityChoices.activityId })
    .from(activityChoices)
    .where(inArray(activityChoices.registrationId, registrationIds))
    .orderBy(asc(activityChoices.activityId));
}

export async function replaceChoices(db: Executor, registrationId: number, activityIds: number[]) {
  await db.delete(activityChoices).where(eq(activityChoices.registrationId, registrationId));
  if (activityIds.length === 0) return;
  await db.insert(activityChoices).values(activityIds.map((activityId) => ({ activityId, registrationId })));
}

/** The place an offer held becomes the person's choice (the offer's Accept; the caller counted it). */
export async function insertChoice(db: Executor, registrationId: number, activityId: number) {
  await db.insert(activityChoices).values({ activityId, registrationId });
}
