import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../db/database.ts';
import { bookingGroups, participants, participations } from '../../../db/schema/index.ts';

export type GroupRow = typeof bookingGroups.$inferSelect;

export async function insertGroup(
  tx: Transaction,
  values: typeof bookingGroups.$inferInsert,
): Promise<GroupRow> {
  const [row] = await tx.insert(bookingGroups).values(values).returning();
  if (!row) throw new Error('group not stored');
  return row;
}

export async function findGroup(
  executor: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<GroupRow | null> {
  const query = executor.select().from(bookingGroups).where(eq(bookingGroups.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findGroupByReference(executor: Executor, reference: string): Promise<GroupRow | null> {
  const [row] = await executor.select().from(bookingGroups).where(eq(bookingGroups.reference, reference));
  return row ?? null;
}

/** The payer's groups in a congress, newest first. */
export async function listGroupsOfPayer(executor: Executor, userId: number, congressId: number) {
  return executor
    .select()
    .from(bookingGroups)
    .where(and(eq(bookingGroups.payerUserId, userId), eq(bookingGroups.congressId, congressId)))
    .orderBy(desc(bookingGroups.id));
}

export type GroupPlaceRow = {
  participationId: number;
  place: number;
  mainParticipantId: number;
  userId: number | null;
  memberUserId: number | null;
};

/** The group's places in place order, with who owns each (nobody until it is named). */
export async function listGroupPlaces(executor: Executor, groupId: number): Promise<GroupPlaceRow[]> {
  const rows = await executor
    .select({
      participationId: participations.id,
      place: participations.groupPlace,
      mainParticipantId: participations.mainParticipantId,
      userId: participants.userId,
      memberUserId: participants.memberUserId,
    })
    .from(participations)
    .innerJoin(participants, eq(participants.id, participations.mainParticipantId))
    .where(eq(participations.groupId, groupId))
    .orderBy(asc(participations.groupPlace));
  return rows.map((row) => ({ ...row, place: row.place ?? 0 }));
}

/** The group a participation is a place of, if any. */
export async function findGroupOfParticipation(
  executor: Executor,
  participationId: number,
): Promise<GroupRow | null> {
  const [row] = await executor
    .select({ group: bookingGroups })
    .from(participations)
    .innerJoin(bookingGroups, eq(bookingGroups.id, participations.groupId))
    .where(eq(participations.id, participationId));
  return row?.group ?? null;
}

/** The groups of many participations (the staff list), by participation id. */
export async function groupsOfParticipations(
  executor: Executor,
  participationIds: number[],
): Promise<Map<number, { id: number; reference: string }>> {
  if (participationIds.length === 0) return new Map();
  const rows = await executor
    .select({ participationId: participations.id, id: bookingGroups.id, reference: bookingGroups.reference })
    .from(participations)
    .innerJoin(bookingGroups, eq(bookingGroups.id, participations.groupId))
    .where(inArray(participations.id, participationIds));
  return new Map(rows.map((row) => [row.participationId, { id: row.id, reference: row.reference }]));
}

/** A place's person is named: the participant takes the name and e-mail and its owner. */
export async function nameParticipant(
  tx: Transaction,
  participantId: number,
  values: { firstName: string; lastName: string; email: string; userId: number },
  now: Date,
) {
  await tx
    .update(participants)
    .set({ ...values, memberUserId: null, updatedAt: now })
    .where(eq(participants.id, participantId));
}
