import type { Transaction } from '../../../db/database.ts';
import { findRateWithCongress } from '../rates/rates.repository.ts';
import { firstFullNight, lockRateForPlace } from '../../capacity/capacity.service.ts';
import { listPayments } from '../participations/participations.repository.ts';
import { writeBooking } from './booking-write.ts';
import type { BookingPlan } from './booking-plan.ts';
import { type BookingState, loadBookingState } from './booking-state.ts';
import { heldRoom, roomRequest, stayOf } from './booking-stay.ts';
import { deletePendingChange, findPendingChange, upsertPendingChange } from './pending-change.repository.ts';

const MINUTE_MS = 60_000;

/**
 * What a pending change keeps of the booking plan: the rate and congress are read again at apply.
 * The stay and its extra nights (priced when the change was made) are absent from changes stored
 * before rooms were counted by the night: those keep the participation's stay.
 */
type StoredPlan = Pick<BookingPlan, 'session' | 'roomOption' | 'sectionId' | 'main' | 'second'> & {
  confirmCompanionRemoval: boolean;
} & Partial<Pick<BookingPlan, 'stay' | 'extraNights'>>;

/**
 * Decisions 32: on a participation already paid (or paid by transfer), NEXT records the change and
 * holds its place for the congress's hold time; nothing in force changes until it is completed.
 */
export async function storePendingChange(
  tx: Transaction,
  plan: BookingPlan,
  participationId: number,
  now: Date,
): Promise<void> {
  const stored: StoredPlan = {
    session: { kind: plan.session.kind, id: plan.session.id },
    roomOption: plan.roomOption,
    sectionId: plan.sectionId,
    main: plan.main,
    second: plan.second,
    confirmCompanionRemoval: plan.confirmCompanionRemoval,
    stay: plan.stay,
    extraNights: plan.extraNights,
  };
  await upsertPendingChange(tx, {
    participationId,
    rateId: plan.rate.rate.id,
    plan: stored,
    // The room it holds until completed or expired, counted night by night (decisions 46).
    roomOption: plan.roomOption,
    checkInOn: plan.stay?.checkIn ?? null,
    checkOutOn: plan.stay?.checkOut ?? null,
    holdExpiresAt: new Date(now.getTime() + plan.congress.holdMinutes * MINUTE_MS),
    createdAt: now,
  });
}

export type PendingOutcome = 'none' | 'applied' | 'no-place';

/**
 * Completes the participation's pending change, in the caller's transaction (a payment's success,
 * REFUND or CONFIRM, a transfer chosen): the rate, people and companion it recorded become the
 * choice in force, its stay too. A change whose hold ran out applies only if its rate still has a
 * free place and its hotel a room on every night it adds (decisions 46).
 */
export async function applyPendingChange(
  tx: Transaction,
  participationId: number,
  now: Date,
): Promise<PendingOutcome> {
  const pending = await findPendingChange(tx, participationId);
  if (!pending) return 'none';
  await deletePendingChange(tx, participationId);
  const found = await findRateWithCongress(tx, pending.rateId);
  if (!found) return 'no-place';
  const { congress, ...rate } = found;
  const stored = pending.plan as StoredPlan;
  const loaded = await loadBookingState(tx, { session: stored.session, congress });
  const existing = loaded.existing?.participation;
  if (!existing || existing.id !== participationId) return 'no-place';
  const kept = { stay: stayOf(existing), extraNights: existing.extraNights };
  // A waiting-list offer it named was taken when the change was stored.
  const plan: BookingPlan = {
    ...stored,
    stay: stored.stay === undefined ? kept.stay : stored.stay,
    extraNights: stored.extraNights ?? kept.extraNights,
    congress,
    rate,
    offerId: null,
  };
  const state = { ...loaded, holdsPlace: true };
  if (pending.holdExpiresAt <= now && !(await hasPlaceAndRooms(tx, plan, state, now))) return 'no-place';
  await writeBooking(tx, plan, state, await listPayments(tx, participationId), now);
  return 'applied';
}

/** Under the rate's lock then the block rows': a place on the rate if it is another, rooms for the nights added. */
async function hasPlaceAndRooms(tx: Transaction, plan: BookingPlan, state: BookingState, now: Date) {
  const existing = state.existing?.participation;
  if (!existing) return false;
  const locked = await lockRateForPlace(tx, plan.rate.rate.id, now, { excludeParticipationId: existing.id });
  if (!locked) return false;
  if (existing.rateId !== plan.rate.rate.id && locked.places >= locked.rate.quota) return false;
  const held = heldRoom(
    existing,
    state.registrations.find((row) => row.position === 1),
    now,
  );
  const request = roomRequest({ hotelId: plan.rate.hotel.id, roomType: plan.roomOption }, plan.stay);
  return (await firstFullNight(tx, request, now, existing.id, held)) === null;
}
