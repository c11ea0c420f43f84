import { and, asc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { waitingListEntries as w } from '../../db/schema/index.ts';

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

/** A new link for a live offer (its e-mail sent again): the older link stops working. */
export async function renewOfferToken(executor: Executor, id: number, tokenHash: string, now: Date) {
  const rows = await executor
    .update(w)
    .set({ offerTokenHash: tokenHash, updatedAt: now })
    .where(and(eq(w.id, id), eq(w.status, 'offered'), gt(w.offerExpiresAt, now)))
    .returning({ id: w.id });
  return rows.length > 0;
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

/** The offered entry becomes accepted while it is still live; the ids written (none when it was not). */
export async function markOfferAccepted(executor: Executor, id: number, now: Date): Promise<number[]> {
  const accepted = await executor
    .update(w)
    .set({ status: 'accepted', acceptedAt: now, updatedAt: now })
    .where(and(eq(w.id, id), eq(w.status, 'offered'), gt(w.offerExpiresAt, now)))
    .returning({ id: w.id });
  return accepted.map((row) => row.id);
}

/** The owner's live offer on a rate, if any. */
export async function findLiveRateOffer(executor: Executor, owner: Owner, rateId: number, now: Date) {
  const [entry] = await executor
    .select({ id: w.id, offeredBy: w.offeredBy, offerExpiresAt: w.offerExpiresAt })
    .from(w)
    .where(and(ownerIs(owner), eq(w.rateId, rateId), eq(w.status, 'offered'), gt(w.offerExpiresAt, now)));
  return entry ?? null;
}

/** A save that chose activities consumes the person's offers of them and their places in those lines. */
export async function settleOffersOnChoice(
  executor: Executor,
  registrationId: number,
  activityIds: number[],
  now: Date,
) {
  if (activityIds.length === 0) return;
  const mine = and(eq(w.registrationId, registrationId), inArray(w.activityId, activityIds));
  await executor
    .update(w)
    .set({ status: 'accepted', acceptedAt: now, updatedAt: now })
    .where(and(mine, eq(w.status, 'offered')));
  await executor
    .update(w)
    .set({ status: 'withdrawn', updatedAt: now })
    .where(and(mine, eq(w.status, 'waiting')));
}
