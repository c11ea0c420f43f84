import { ACTIVITY_MESSAGES } from '@congress/domain/contracts/activities';
import { type TMyWaitingEntry, WAITING_LIST_MESSAGES } from '@congress/domain/contracts/waiting-lists';
import { MESSAGES } from '@congress/domain/messages';
import type { Transaction } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { hashToken } from '../../lib/tokens.ts';
import { withTransactionRetry } from '../../lib/transaction-retry.ts';
import type { BookingService } from '../booking/booking.service.ts';
import { type ActivityOfferDeps, offerFreedActivityPlaces } from './activity-offers.ts';
import {
  findEntryByTokenHash,
  findLiveEntry,
  insertEntry,
  listLine,
  lockActivityPlaces,
  setStatus,
} from '../capacity/capacity.service.ts';

export type ActivityListDeps = ActivityOfferDeps & {
  clock: () => Date;
  booking: Pick<BookingService, 'findParticipant' | 'ownsParticipant'>;
};

const owner = (session: SessionSubject) => ({ kind: session.kind, id: session.id });

/** A full activity's waiting list as its participants use it (decisions 23 and 34). */
export function createActivityListService(deps: ActivityListDeps) {
  const { db, clock, activities, booking } = deps;

  /** The person of the registration, owned by the signed-in participant. */
  async function ownPerson(tx: Transaction, session: SessionSubject, registrationId: number) {
    const found = await activities.personForActivity(tx, registrationId);
    if (!found) throw new AppError('NOT_FOUND', ACTIVITY_MESSAGES.registrationNotFound);
    const main = await booking.findParticipant(tx, found.person.mainParticipantId);
    if (!main || !booking.ownsParticipant(session, main)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    return found;
  }

  return {
    /** Joins for one person: the activity is open, full and for them, and their place is confirmed. */
    async join(
      session: SessionSubject,
      activityId: number,
      registrationId: number,
    ): Promise<TMyWaitingEntry> {
      const now = clock();
      const entry = await withTransactionRetry(db, async (tx) => {
        const found = await ownPerson(tx, session, registrationId);
        const locked = await lockActivityPlaces(tx, activityId);
        if (!locked || locked.activity.congressId !== found.person.congressId)
          throw new AppError('NOT_FOUND', ACTIVITY_MESSAGES.activityNotFound);
        const { activity } = locked;
        if (!activity.isOpen) throw new AppError('CONFLICT', ACTIVITY_MESSAGES.closed);
        if (!activities.isActivityFor(activity, found.whoKey))
          throw new AppError('FORBIDDEN', WAITING_LIST_MESSAGES.notEligible);
        if (!found.mayChoose) throw new AppError('FORBIDDEN', WAITING_LIST_MESSAGES.notConfirmed);
        if (activity.quota === null || locked.places < activity.quota)
          throw new AppError('CONFLICT', WAITING_LIST_MESSAGES.activityNotFull);
        if (await findLiveEntry(tx, { activityId }, owner(session), registrationId))
          throw new AppError('CONFLICT', WAITING_LIST_MESSAGES.alreadyInLine);
        const line = { activityId };
        const row = await insertEntry(tx, {
          congressId: activity.congressId,
          owner: owner(session),
          line,
          registrationId,
          now,
        });
        const waiting = (await listLine(tx, line)).filter((e) => e.status === 'waiting');
        return { row, placeInLine: waiting.findIndex((e) => e.id === row.id) + 1, label: activity.label };
      });
      return {
        id: entry.row.id,
        rateId: null,
        activityId,
        registrationId,
        status: 'waiting',
        placeInLine: entry.placeInLine,
        offerExpiresAt: null,
        label: entry.label,
        participantSlug: null,
      };
    },

    async leave(session: SessionSubject, activityId: number, registrationId: number): Promise<void> {
      const entry = await findLiveEntry(db, { activityId }, owner(session), registrationId);
      const ownerId = session.kind === 'member' ? entry?.memberUserId : entry?.userId;
      if (!entry || ownerId !== session.id) throw new AppError('NOT_FOUND', WAITING_LIST_MESSAGES.notInLine);
      await setStatus(db, entry.id, 'withdrawn', clock());
      if (entry.status === 'offered') await offerFreedActivityPlaces(deps, activityId, clock());
    },

    /** The link's Accept: the held place becomes the person's choice, in one transaction. */
    async accept(
      session: SessionSubject,
      token: string,
    ): Promise<{ activityId: number; registrationId: number }> {
      const now = clock();
      return withTransactionRetry(db, async (tx) => {
        const entry = await findEntryByTokenHash(tx, hashToken(token));
        const ownerId = session.kind === 'member' ? entry?.memberUserId : entry?.userId;
        if (!entry || ownerId !== session.id || entry.activityId === null || entry.registrationId === null)
          throw new AppError('NOT_FOUND', WAITING_LIST_MESSAGES.offerNotFound);
        await lockActivityPlaces(tx, entry.activityId);
        const current = await findEntryByTokenHash(tx, hashToken(token));
        const isLive =
          current?.status === 'offered' && current.offerExpiresAt !== null && current.offerExpiresAt > now;
        if (!isLive) throw new AppError('CONFLICT', WAITING_LIST_MESSAGES.offerExpired);
        await activities.addChoiceFromOffer(tx, entry.registrationId, entry.activityId);
        await setStatus(tx, entry.id, 'accepted', now);
        return { activityId: entry.activityId, registrationId: entry.registrationId };
      });
    },
  };
}
export type ActivityListService = ReturnType<typeof createActivityListService>;
