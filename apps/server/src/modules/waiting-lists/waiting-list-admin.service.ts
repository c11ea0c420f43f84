import { RATE_MESSAGES } from '@congress/domain/contracts/rates';
import {
  type TAdminWaitingEntry,
  type TAdminWaitingList,
  type TOfferByHandResult,
  WAITING_LIST_MESSAGES,
} from '@congress/domain/contracts/waiting-lists';
import type { Executor, Transaction } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { withTransactionRetry } from '../../lib/transaction-retry.ts';
import { assertStaffCongress } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { offerActivityPlace, offerFreedActivityPlaces } from './activity-offers.ts';
import { offerFreedRatePlaces, offerRatePlace } from './rate-offers.ts';
import type { WaitingListDeps } from './waiting-lists.service.ts';
import {
  countPlaces,
  type EntryRow,
  type LineRef,
  findEntry,
  listLine,
  lockActivityPlaces,
  lockRateForPlace,
  setPosition,
  setStatus,
} from '../capacity/capacity.service.ts';
import { ownerContacts } from './waiting-lists.repository.ts';

async function toAdminEntries(executor: Executor, entries: EntryRow[]): Promise<TAdminWaitingEntry[]> {
  const contactOf = await ownerContacts(executor, entries);
  return entries.map((entry) => ({
    id: entry.id,
    position: entry.position,
    status: entry.status,
    name: contactOf(entry).name,
    email: contactOf(entry).email,
    personName: null,
    offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null,
    offeredByStaff: entry.offeredBy !== null,
    createdAt: entry.createdAt.toISOString(),
  }));
}

/** The admin's side of a rate's waiting list: see, reorder, remove, offer by hand. */
export function createWaitingListAdminService(deps: WaitingListDeps) {
  const { db, clock, booking } = deps;

  /** The live entry, staff-checked, with its rate or activity locked for the rest of the transaction. */
  async function lockEntry(tx: Transaction, session: SessionSubject, entryId: number) {
    const entry = await findEntry(tx, entryId);
    if (!entry) throw new AppError('NOT_FOUND', WAITING_LIST_MESSAGES.entryNotFound);
    assertStaffCongress(session, entry.congressId);
    const line: LineRef =
      entry.rateId !== null ? { rateId: entry.rateId } : { activityId: entry.activityId ?? 0 };
    const counted =
      'rateId' in line
        ? await lockRateForPlace(tx, line.rateId, clock())
        : await lockActivityPlaces(tx, line.activityId);
    if (!counted) throw new AppError('NOT_FOUND', WAITING_LIST_MESSAGES.entryNotFound);
    if (entry.status !== 'waiting' && entry.status !== 'offered')
      throw new AppError('NOT_FOUND', WAITING_LIST_MESSAGES.entryNotFound);
    const quota = 'rate' in counted ? counted.rate.quota : counted.activity.quota;
    return { entry, line, isFull: quota !== null && counted.places >= quota };
  }

  const listOf = (session: SessionSubject, line: LineRef) =>
    'rateId' in line ? listRate(session, line.rateId) : listActivity(session, line.activityId);
  const offerFreed = (line: LineRef) =>
    'rateId' in line
      ? offerFreedRatePlaces(deps, line.rateId, clock())
      : offerFreedActivityPlaces(deps, line.activityId, clock());

  const audit = (tx: Executor, session: SessionSubject, action: string, entry: EntryRow, after?: unknown) =>
    recordAudit(tx, {
      actor: session,
      congressId: entry.congressId,
      action,
      entity: 'waiting-list-entry',
      entityId: entry.id,
      before: { status: entry.status, position: entry.position, rateId: entry.rateId },
      after,
    });

  async function listRate(session: SessionSubject, rateId: number): Promise<TAdminWaitingList> {
    const rate = await booking.findRateWithCongress(db, rateId);
    if (!rate) throw new AppError('NOT_FOUND', RATE_MESSAGES.rateNotFound);
    assertStaffCongress(session, rate.congress.id);
    const places = await countPlaces(db, rateId, clock());
    const entries = await toAdminEntries(db, await listLine(db, { rateId }));
    return { quota: rate.rate.quota, places, entries };
  }

  async function listActivity(session: SessionSubject, activityId: number): Promise<TAdminWaitingList> {
    const activity = await deps.activities.findActivity(db, activityId);
    if (!activity) throw new AppError('NOT_FOUND', WAITING_LIST_MESSAGES.entryNotFound);
    assertStaffCongress(session, activity.congressId);
    const places = await db.transaction(
      async (tx) => (await lockActivityPlaces(tx, activityId))?.places ?? 0,
    );
    const line = await listLine(db, { activityId });
    const entries = await toAdminEntries(db, line);
    for (const [i, entry] of line.entries()) {
      const person =
        entry.registrationId === null
          ? null
          : await deps.activities.personForActivity(db, entry.registrationId);
      const shown = entries[i];
      if (person && shown) shown.personName = `${person.person.firstName} ${person.person.lastName}`;
    }
    return { quota: activity.quota ?? 0, places, entries };
  }

  return {
    listRate,
    listActivity,

    /** Swaps the entry with its neighbour in line (keyboard up/down on the screen). */
    async move(
      session: SessionSubject,
      entryId: number,
      direction: 'up' | 'down',
    ): Promise<TAdminWaitingList> {
      const lineRef = await withTransactionRetry(db, async (tx) => {
        const { entry, line: ref } = await lockEntry(tx, session, entryId);
        const line = await listLine(tx, ref);
        const index = line.findIndex((e) => e.id === entry.id);
        const other = line[direction === 'up' ? index - 1 : index + 1];
        if (!other) throw new AppError('CONFLICT', WAITING_LIST_MESSAGES.cannotMove);
        // Positions may tie (equal positions order by id): give both distinct ones.
        const [low, high] = [
          Math.min(entry.position, other.position),
          Math.max(entry.position, other.position),
        ];
        const now = clock();
        const mine = direction === 'up' ? low : Math.max(high, low + 1);
        const theirs = direction === 'up' ? Math.max(high, low + 1) : low;
        await setPosition(tx, entry.id, mine, now);
        await setPosition(tx, other.id, theirs, now);
        await audit(tx, session, `waiting-list-move-${direction}`, entry, { position: mine });
        return ref;
      });
      return listOf(session, lineRef);
    },

    /** Removes the entry; a live offer removed frees its place for the next person. */
    async remove(session: SessionSubject, entryId: number): Promise<TAdminWaitingList> {
      const { line, wasOffered } = await withTransactionRetry(db, async (tx) => {
        const { entry, line } = await lockEntry(tx, session, entryId);
        await setStatus(tx, entry.id, 'withdrawn', clock());
        await audit(tx, session, 'waiting-list-remove', entry, { status: 'withdrawn' });
        return { line, wasOffered: entry.status === 'offered' };
      });
      if (wasOffered) await offerFreed(line);
      return listOf(session, line);
    },

    /** Offers a place now, even when the rate has none free: the answer says so. */
    async offerByHand(session: SessionSubject, entryId: number): Promise<TOfferByHandResult> {
      const now = clock();
      const result = await withTransactionRetry(db, async (tx) => {
        const { entry, line, isFull } = await lockEntry(tx, session, entryId);
        if (entry.status !== 'waiting') throw new AppError('CONFLICT', WAITING_LIST_MESSAGES.notWaiting);
        if ('rateId' in line) {
          const rate = await booking.findRateWithCongress(tx, line.rateId);
          if (!rate) throw new AppError('NOT_FOUND', RATE_MESSAGES.rateNotFound);
          await offerRatePlace(tx, deps, entry, rate, now, session.id);
        } else {
          const locked = await lockActivityPlaces(tx, line.activityId);
          if (!locked) throw new AppError('NOT_FOUND', WAITING_LIST_MESSAGES.entryNotFound);
          await offerActivityPlace(tx, deps, entry, locked, now, session.id);
        }
        await audit(tx, session, 'waiting-list-offer', entry, { status: 'offered' });
        return { isBeyondQuota: isFull, line };
      });
      const list = await listOf(session, result.line);
      const entry = list.entries.find((e) => e.id === entryId);
      if (!entry) throw new AppError('NOT_FOUND', WAITING_LIST_MESSAGES.entryNotFound);
      return { entry, isBeyondQuota: result.isBeyondQuota };
    },
  };
}

export type WaitingListAdminService = ReturnType<typeof createWaitingListAdminService>;
