import {
  type TMyWaitingEntry,
  type TWaitingOffer,
  WAITING_LIST_MESSAGES,
} from '@congress/domain/contracts/waiting-lists';
import { RATE_MESSAGES } from '@congress/domain/contracts/rates';
import { MESSAGES } from '@congress/domain/messages';
import { rateState } from '@congress/domain/rate-rules';
import { AppError } from '../../lib/app-error.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { hashToken } from '../../lib/tokens.ts';
import { withTransactionRetry } from '../../lib/transaction-retry.ts';
import type { BookingService } from '../booking/booking.service.ts';
import type { CongressesService } from '../congresses/congresses.service.ts';
import { type ActivityOfferDeps, offerFreedActivityPlaces } from './activity-offers.ts';
import { type OfferDeps, offerFreedRatePlaces } from './rate-offers.ts';
import { createOfferResend, type OfferResendDeps } from './offer-resend.ts';
import {
  type EntryRow,
  expireOffers,
  findEntryByTokenHash,
  findLiveEntry,
  insertEntry,
  linesWithWaiting,
  listLine,
  listOwnEntries,
  lockRateForPlace,
  setStatus,
} from '../capacity/capacity.service.ts';

export type WaitingListDeps = OfferDeps &
  ActivityOfferDeps &
  Pick<OfferResendDeps, 'auth'> & {
    clock: () => Date;
    booking: OfferDeps['booking'] &
      Pick<BookingService, 'holdsPlaceOn' | 'findParticipant' | 'ownsParticipant'>;
    congresses: Pick<CongressesService, 'findBySlug' | 'findById'>;
  };

const owner = (session: SessionSubject) => ({ kind: session.kind, id: session.id });

/** Place in line among the people still waiting (an offered entry has its place already). */
function placeInLine(entry: EntryRow, line: EntryRow[]): number | null {
  if (entry.status !== 'waiting') return null;
  return line.filter((e) => e.status === 'waiting').findIndex((e) => e.id === entry.id) + 1;
}

/** A sold-out rate's waiting list as its participants use it. */
export function createWaitingListService(deps: WaitingListDeps) {
  const { db, clock, booking } = deps;

  async function mine(session: SessionSubject, slug: string): Promise<TMyWaitingEntry[]> {
    const congress = await deps.congresses.findBySlug(db, slug);
    if (!congress) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
    const entries = await listOwnEntries(db, congress.id, owner(session));
    return Promise.all(
      entries.map(async (entry) => {
        const line = await listLine(
          db,
          entry.rateId !== null ? { rateId: entry.rateId } : { activityId: entry.activityId! },
        );
        const rate = entry.rateId !== null ? await booking.findRateWithCongress(db, entry.rateId) : null;
        const activity = rate ? null : await deps.activities.findActivity(db, entry.activityId ?? 0);
        return {
          id: entry.id,
          rateId: entry.rateId,
          activityId: entry.activityId,
          registrationId: entry.registrationId,
          status: entry.status,
          placeInLine: placeInLine(entry, line),
          offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null,
          label: rate?.rate.label ?? activity?.label ?? '',
          participantSlug: rate?.type.slug ?? null,
        };
      }),
    );
  }

  /** An activity's offer: what it is and for whom; Accept takes it. */
  async function activityOffer(entry: EntryRow, expiresAt: Date): Promise<TWaitingOffer> {
    const congress = await deps.congresses.findById(db, entry.congressId);
    const activity = await deps.activities.findActivity(db, entry.activityId ?? 0);
    const person = await deps.activities.personForActivity(db, entry.registrationId ?? 0);
    const who = person ? ` for ${person.person.firstName} ${person.person.lastName}` : '';
    const label = `${activity?.label ?? ''}${who}`;
    return {
      entryId: entry.id,
      kind: 'activity',
      congressSlug: congress?.slug ?? '',
      rateId: null,
      participantSlug: null,
      activityId: entry.activityId,
      label,
      offerExpiresAt: expiresAt.toISOString(),
    };
  }

  return {
    mine,
    resendOffer: createOfferResend(deps),

    /** Joins once, only a full rate that is otherwise open, and not when already holding a place on it. */
    async joinRate(session: SessionSubject, rateId: number): Promise<TMyWaitingEntry> {
      const now = clock();
      const slug = await withTransactionRetry(db, async (tx) => {
        const locked = await lockRateForPlace(tx, rateId, now);
        const rate = locked ? await booking.findRateWithCongress(tx, rateId) : null;
        if (!locked || !rate) throw new AppError('NOT_FOUND', RATE_MESSAGES.rateNotFound);
        const state = rateState(locked.rate, locked.places, now, rate.congress.timeZone);
        if (!rate.congress.isOpen) throw new AppError('CONGRESS_CLOSED', MESSAGES.congressClosed);
        if (state.isClosed || !locked.rate.isOpened)
          throw new AppError('RATE_UNAVAILABLE', MESSAGES.rateUnavailable);
        if (!state.isFull) throw new AppError('CONFLICT', WAITING_LIST_MESSAGES.notFull);
        if (await booking.holdsPlaceOn(tx, session, rate.congress.id, rateId, now))
          throw new AppError('CONFLICT', WAITING_LIST_MESSAGES.alreadyBooked);
        if (await findLiveEntry(tx, { rateId }, owner(session)))
          throw new AppError('CONFLICT', WAITING_LIST_MESSAGES.alreadyInLine);
        await insertEntry(tx, { congressId: rate.congress.id, owner: owner(session), line: { rateId }, now });
        return rate.congress.slug;
      });
      const entry = (await mine(session, slug)).find((e) => e.rateId === rateId);
      if (!entry) throw new AppError('NOT_FOUND', WAITING_LIST_MESSAGES.entryNotFound);
      return entry;
    },

    /** Leaves the line; a live offer leaving frees its place for the next person (the sweep). */
    async leaveRate(session: SessionSubject, rateId: number): Promise<void> {
      const entry = await findLiveEntry(db, { rateId }, owner(session));
      if (!entry) throw new AppError('NOT_FOUND', WAITING_LIST_MESSAGES.notInLine);
      await setStatus(db, entry.id, 'withdrawn', clock());
      if (entry.status === 'offered') await offerFreedRatePlaces(deps, rateId, clock());
    },

    /** What the e-mail link opens: only for the person it was offered to, while it lasts. */
    async offer(session: SessionSubject, token: string): Promise<TWaitingOffer> {
      const entry = await findEntryByTokenHash(db, hashToken(token));
      const ownerId = session.kind === 'member' ? entry?.memberUserId : entry?.userId;
      if (!entry || ownerId !== session.id)
        throw new AppError('NOT_FOUND', WAITING_LIST_MESSAGES.offerNotFound);
      const now = clock();
      if (entry.status !== 'offered' || !entry.offerExpiresAt || entry.offerExpiresAt <= now)
        throw new AppError('CONFLICT', WAITING_LIST_MESSAGES.offerExpired);
      if (entry.rateId === null) return activityOffer(entry, entry.offerExpiresAt);
      const rate = await booking.findRateWithCongress(db, entry.rateId);
      if (!rate) throw new AppError('NOT_FOUND', RATE_MESSAGES.rateNotFound);
      return {
        entryId: entry.id,
        kind: 'rate',
        congressSlug: rate.congress.slug,
        rateId: rate.rate.id,
        participantSlug: rate.type.slug,
        activityId: null,
        label: rate.rate.label,
        offerExpiresAt: entry.offerExpiresAt.toISOString(),
      };
    },

    /**
     * The sweep: expired offers pass on, and every line with people waiting gets the
     * places freed meanwhile, whatever freed them (a cancellation, an expired hold or pending change,
     * a quota raised). Returns how many places were offered.
     */
    async sweep(now = clock()): Promise<number> {
      await expireOffers(db, now);
      let offered = 0;
      for (const line of await linesWithWaiting(db)) {
        offered +=
          'rateId' in line
            ? await offerFreedRatePlaces(deps, line.rateId, now)
            : await offerFreedActivityPlaces(deps, line.activityId, now);
      }
      return offered;
    },
  };
}
export type WaitingListService = ReturnType<typeof createWaitingListService>;
