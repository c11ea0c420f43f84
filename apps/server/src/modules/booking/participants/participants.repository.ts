import { and, desc, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../db/database.ts';
import { memberUsers, participants, participantTypes, users } from '../../../db/schema/index.ts';

export type ParticipantRow = typeof participants.$inferSelect;
export type ParticipantInsert = typeof participants.$inferInsert;
export type ParticipantTypeRef = { id: number; slug: string; label: string; isMember: boolean };
export type ParticipantWithType = ParticipantRow & { type: ParticipantTypeRef | null };

/** Who signed in: a user account or a member of the member book. */
export type Subject = { kind: 'user' | 'member'; id: number };

export const ownerColumn = (subject: Subject) =>
  subject.kind === 'member' ? participants.memberUserId : participants.userId;

export const ownerValues = (subject: Subject) =>
  subject.kind === 'member' ? { memberUserId: subject.id } : { userId: subject.id };

const typeColumns = {
  id: participantTypes.id,
  slug: participantTypes.slug,
  label: participantTypes.label,
  isMember: participantTypes.isMember,
};

export async function findParticipant(executor: Executor, id: number): Promise<ParticipantWithType | null> {
  const [row] = await executor
    .select({ participant: participants, type: typeColumns })
    .from(participants)
    .leftJoin(participantTypes, eq(participantTypes.id, participants.participantTypeId))
    .where(eq(participants.id, id));
  return row ? { ...row.participant, type: row.type } : null;
}

/** The subject's own (not accompanying) participants of a congress, most recent first. */
export async function findOwnMainParticipants(
  executor: Executor,
  subject: Subject,
  congressId?: number,
): Promise<ParticipantRow[]> {
  const conditions = [eq(ownerColumn(subject), subject.id), eq(participants.isAccompanying, false)];
  if (congressId !== undefined) conditions.push(eq(participants.congressId, congressId));
  return executor
    .select()
    .from(participants)
    .where(and(...conditions))
    .orderBy(desc(participants.id));
}

export async function insertParticipant(
  executor: Executor,
  values: ParticipantInsert,
): Promise<ParticipantRow> {
  const [row] = await executor.insert(participants).values(values).returning();
  if (!row) throw new Error('participant not stored');
  return row;
}

export async function updateParticipant(executor: Executor, id: number, values: Partial<ParticipantInsert>) {
  await executor.update(participants).set(values).where(eq(participants.id, id));
}

/**
 * Locks the signed-in account's row for the transaction: one subject's bookings run one after
 * another (two tabs never create two participations), while different subjects never wait here.
 */
export async function lockSubject(tx: Transaction, subject: Subject): Promise<void> {
  if (subject.kind === 'member') {
    await tx
      .select({ id: memberUsers.id })
      .from(memberUsers)
      .where(eq(memberUsers.id, subject.id))
      .for('update');
  } else {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, subject.id)).for('update');
  }
}

export async function findParticipantTypeBySlug(
  executor: Executor,
  congressId: number,
  slug: string,
): Promise<ParticipantTypeRef | null> {
  const [row] = await executor
    .select(typeColumns)
    .from(participantTypes)
    .where(and(eq(participantTypes.congressId, congressId), eq(participantTypes.slug, slug)));
  return row ?? null;
}

/** Locks a participant for the transaction: two creates for one participant run one after another. */
export async function lockParticipant(tx: Transaction, id: number): Promise<ParticipantRow | null> {
  const [row] = await tx.select().from(participants).where(eq(participants.id, id)).for('update');
  return row ?? null;
}
