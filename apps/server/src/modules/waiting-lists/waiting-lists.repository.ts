import { and, asc, eq, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { memberUsers, users, waitingListEntries as w } from '../../db/schema/index.ts';

export type EntryRow = typeof w.$inferSelect;
export type Owner = { kind: 'user' | 'member'; id: number };
/** Which line: a rate's, or an activity's. */
export type LineRef = { rateId: number } | { activityId: number };

const LIVE = ['waiting', 'offered'] as const;

export const ownerValues = (owner: Owner) =>
  owner.kind === 'member'
    ? { memberUserId: owner.id, userId: null }
    : { userId: owner.id, memberUserId: null };

const ownerIs = (owner: Owner): SQL =>
  owner.kind === 'member' ? eq(w.memberUserId, owner.id) : eq(w.userId, owner.id);

const lineIs = (line: LineRef): SQL =>
  'rateId' in line ? eq(w.rateId, line.rateId) : eq(w.activityId, line.activityId);

export async function findEntry(executor: Executor, id: number): Promise<EntryRow | null> {
  const [row] = await executor.select().from(w).where(eq(w.id, id));
  return row ?? null;
}

export async function findEntryByTokenHash(executor: Executor, hash: string): Promise<EntryRow | null> {
  const [row] = await executor.select().from(w).where(eq(w.offerTokenHash, hash));
  return row ?? null;
}

/** The owner's live entry in a line (for an activity: the person's). */
export async function findLiveEntry(
  executor: Executor,
  line: LineRef,
  owner: Owner,
  registrationId?: number,
): Promise<EntryRow | null> {
  const conditions = [lineIs(line), inArray(w.status, [...LIVE])];
  conditions.push(registrationId === undefined ? ownerIs(owner) : eq(w.registrationId, registrationId));
  const [row] = await executor
    .select()
    .from(w)
    .where(and(...conditions));
  return row ?? null;
}

/** Joins at the end of the line; the caller holds the line's lock, so positions never collide. */
export async function insertEntry(
  executor: Executor,
  values: { congressId: number; owner: Owner; line: LineRef; registrationId?: number; now: Date },
): Promise<EntryRow> {
  const [last] = await executor
    .select({ max: sql<number | null>`max(${w.position})` })
    .from(w)
    .where(lineIs(values.line));
  const [row] = await executor
    .insert(w)
    .values({
      congressId: values.congressId,
      ...ownerValues(values.owner),
      ...values.line,
      registrationId: values.registrationId ?? null,
      position: Number(last?.max ?? 0) + 1,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  if (!row) throw new Error('waiting-list entry not stored');
  return row;
}

export async function setStatus(
  executor: Executor,
  id: number,
  status: EntryRow['status'],
  now: Date,
): Promise<void> {
  await executor.update(w).set({ status, updatedAt: now }).where(eq(w.id, id));
}

/** The live entries of a line in order (offers first in their places, then those waiting). */
export async function listLine(executor: Executor, line: LineRef): Promise<EntryRow[]> {
  return executor
    .select()
    .from(w)
    .where(and(lineIs(line), inArray(w.status, [...LIVE])))
    .orderBy(asc(w.position), asc(w.id));
}

/** The owner's live entries in a congress. */
export async function listOwnEntries(executor: Executor, congressId: number, owner: Owner) {
  return executor
    .select()
    .from(w)
    .where(and(eq(w.congressId, congressId), ownerIs(owner), inArray(w.status, [...LIVE])))
    .orderBy(asc(w.id));
}

export async function markOffered(
  executor: Executor,
  id: number,
  offer: { tokenHash: string; expiresAt: Date; offeredBy: number | null; now: Date },
): Promise<void> {
  await executor
    .update(w)
    .set({
      status: 'offered',
      offerTokenHash: offer.tokenHash,
      offeredAt: offer.now,
      offerExpiresAt: offer.expiresAt,
      offeredBy: offer.offeredBy,
      updatedAt: offer.now,
    })
    .where(and(eq(w.id, id), eq(w.status, 'waiting')));
}

export async function setPosition(executor: Executor, id: number, position: number, now: Date) {
  await executor.update(w).set({ position, updatedAt: now }).where(eq(w.id, id));
}

/** Offers whose time ran out: they hold nothing any more (the count ignores them already). */
export async function expireOffers(executor: Executor, now: Date): Promise<EntryRow[]> {
  return executor
    .update(w)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(w.status, 'offered'), lte(w.offerExpiresAt, now)))
    .returning();
}

/** Lines where someone is waiting: the sweep looks for freed places there. */
export async function linesWithWaiting(executor: Executor): Promise<LineRef[]> {
  const rows = await executor
    .selectDistinct({ rateId: w.rateId, activityId: w.activityId })
    .from(w)
    .where(eq(w.status, 'waiting'));
  return rows.map((row) => (row.rateId !== null ? { rateId: row.rateId } : { activityId: row.activityId! }));
}

/** The e-mail address and name of each entry's owner. */
export async function ownerContacts(executor: Executor, entries: EntryRow[]) {
  const userIds = entries.flatMap((e) => (e.userId === null ? [] : [e.userId]));
  const memberIds = entries.flatMap((e) => (e.memberUserId === null ? [] : [e.memberUserId]));
  const userRows = userIds.length
    ? await executor
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];
  const memberRows = memberIds.length
    ? await executor
        .select({
          id: memberUsers.id,
          email: memberUsers.email,
          name: sql<string>`${memberUsers.firstname} || ' ' || ${memberUsers.name}`,
        })
        .from(memberUsers)
        .where(and(inArray(memberUsers.id, memberIds), isNotNull(memberUsers.email)))
    : [];
  const byUser = new Map(userRows.map((row) => [row.id, { email: row.email, name: row.email }]));
  const byMember = new Map(memberRows.map((row) => [row.id, { email: row.email, name: row.name }]));
  return (entry: EntryRow) =>
    (entry.userId !== null ? byUser.get(entry.userId) : byMember.get(entry.memberUserId ?? -1)) ?? {
      email: '',
      name: '',
    };
}
