import { countArrivedBefore } from '../queue/arrivals.repository.ts';
import { EarlierArrivalsWaiting } from '../queue/booking-admission.ts';
import { SELF_CANCELLED } from '@congress/domain/cancellation-policy';
import { RATE_MESSAGES } from '@congress/domain/contracts/rates';
import { MESSAGES } from '@congress/domain/messages';
import { HOLD_EXPIRED } from '@congress/domain/participation-money';
import type { Executor, Transaction } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { ParticipantRow } from '../participants/participants.repository.ts';
import {
  findSubjectParticipation,
  type ParticipationRow,
} from '../participations/participations.repository.ts';
import { assertRoomsForStay, countPlaces, lockRateForPlace } from '../../capacity/capacity.service.ts';
import { assertRateCheck, checkRate, checkSection } from '../rates/rate-eligibility.ts';
import type { BookingPlan } from './booking-plan.ts';
import { heldRoom, isSameRoom, roomMatesOf, roomRequest } from './booking-stay.ts';
import { listRegistrationsOf, type RegistrationRow } from './registrations.repository.ts';

export type BookingState = {
  existing: { participation: ParticipationRow; mainParticipant: ParticipantRow } | null;
  registrations: RegistrationRow[];
  /** The subject already holds a place on the chosen rate: nothing to take, so no quota or date check. */
  holdsPlace: boolean;
};

/** Decisions 33: staff cancelled it (an expired hold is the only cancellation that is not staff's). */
export const isCancelledByOrganiser = (main: Pick<RegistrationRow, 'statusRegistration' | 'statusComment'>) =>
  main.statusRegistration === 'cancelled' && main.statusComment !== HOLD_EXPIRED;

export function holdsPlaceOn(
  participation: Pick<ParticipationRow, 'rateId' | 'holdExpiresAt'> | undefined,
  main: Pick<RegistrationRow, 'statusRegistration'> | undefined,
  rateId: number,
  now: Date,
): boolean {
  if (!participation || !main || participation.rateId !== rateId) return false;
  if (main.statusRegistration === 'cancelled') return false;
  return participation.holdExpiresAt === null || participation.holdExpiresAt > now;
}

/** The subject's participation in the plan's congress and its registrations, as they stand. */
export async function loadBookingState(
  executor: Executor,
  plan: Pick<BookingPlan, 'session'> & { congress: { id: number } },
): Promise<Omit<BookingState, 'holdsPlace'>> {
  const existing = await findSubjectParticipation(executor, plan.session, plan.congress.id);
  const registrations = existing ? await listRegistrationsOf(executor, existing.participation.id) : [];
  return { existing, registrations };
}

/**
 * Loads the subject's booking and refuses what the rules refuse: the rate (spec 5, decisions 9) and
 * an unconfirmed companion removal (spec 4). Given the transaction in `lock`, the rate row is locked
 * before its places are counted, which makes the count the truth until commit; without it the check
 * is a fast early answer for a full rate (decisions 10), repeated under the lock.
 */
export async function loadAndCheckBooking(
  executor: Executor,
  plan: BookingPlan,
  now: Date,
  options: { lock?: Transaction } = {},
): Promise<BookingState> {
  const { rate, congress } = plan;
  const { existing, registrations } = await loadBookingState(executor, plan);
  const main = registrations.find((row) => row.position === 1);
  if (main && isCancelledByOrganiser(main)) {
    // Decisions 48: one who cancelled is told it was their own doing, not the organiser's.
    const selfCancelled = main.statusComment === SELF_CANCELLED;
    throw new AppError(
      'CONFLICT',
      selfCancelled ? MESSAGES.selfCancelledChange : MESSAGES.cancelledByOrganiserChange,
    );
  }
  const holdsPlace = holdsPlaceOn(existing?.participation, main, rate.rate.id, now);
  if (holdsPlace) {
    assertRateCheck(checkSection(rate, plan.sectionId));
  } else {
    const exclude = {
      excludeParticipationId: existing?.participation.id,
      ...(plan.offerId === null ? {} : { excludeOfferId: plan.offerId }),
    };
    const counted = options.lock
      ? await lockRateForPlace(options.lock, rate.rate.id, now, exclude)
      : { rate: rate.rate, places: await countPlaces(executor, rate.rate.id, now, exclude) };
    if (!counted) throw new AppError('NOT_FOUND', RATE_MESSAGES.rateNotFound);
    const context = { now, timeZone: congress.timeZone, sectionId: plan.sectionId };
    const places = plan.isOfferByHand ? 0 : counted.places;
    assertRateCheck(checkRate({ rate: counted.rate, section: rate.section }, places, context));
    if (options.lock && plan.arrivalId !== undefined)
      await assertNoEarlierArrivalWaits(options.lock, counted, plan.arrivalId);
  }
  const second = registrations.find((row) => row.position === 2);
  const removesSecond =
    plan.second === null && second !== undefined && second.statusRegistration !== 'cancelled';
  if (removesSecond && !plan.confirmCompanionRemoval) {
    throw new AppError('COMPANION_REMOVAL_REQUIRED', MESSAGES.companionRemoval);
  }
  if (options.lock) await takeRooms(options.lock, plan, { existing, main, holdsPlace }, now);
  return { existing, registrations, holdsPlace };
}

/**
 * Decisions 10: places go in arrival order. Bookings that arrived earlier and still wait (in another
 * process, or just entering) keep a place each before this one takes one of those left.
 */
async function assertNoEarlierArrivalWaits(
  tx: Transaction,
  counted: { rate: { id: number; quota: number }; places: number },
  arrivalId: number,
) {
  const left = counted.rate.quota - counted.places;
  if (left <= 0) return;
  if ((await countArrivedBefore(tx, counted.rate.id, arrivalId)) >= left) throw new EarlierArrivalsWaiting();
}

/**
 * Decisions 46: the stay's rooms, under the block rows' locks taken after the rate's. A new place
 * takes every night; a place kept with other nights or another room takes the nights it adds
 * (its own rooms are not counted against it).
 */
async function takeRooms(
  tx: Transaction,
  plan: BookingPlan,
  state: Pick<BookingState, 'existing' | 'holdsPlace'> & { main: RegistrationRow | undefined },
  now: Date,
) {
  const request = roomRequest(
    { hotelId: plan.rate.hotel.id, roomType: plan.roomOption },
    plan.stay,
    roomMatesOf(plan.main.participant.memberNumber, plan.second),
  );
  const current = state.existing?.participation;
  const held = current ? heldRoom(current, state.main, now) : null;
  if (isSameRoom(request, held)) return;
  // The rate row first, always: the order every place taker locks in.
  if (state.holdsPlace)
    await lockRateForPlace(tx, plan.rate.rate.id, now, { excludeParticipationId: current?.id });
  await assertRoomsForStay(tx, request, now, current?.id, held);
}
