import { isHoldEnded } from '@congress/domain/hold-ended';
import type { Transaction } from '../../../db/database.ts';
import { lockSubject } from '../participants/participants.repository.ts';
import { listPayments } from '../participations/participations.repository.ts';
import type { BookingPlan } from './booking-plan.ts';
import { heldRoom, keepBookedPrices } from './booking-stay.ts';
import { loadAndCheckBooking } from './booking-state.ts';
import { isCommitted, writeBooking } from './booking-write.ts';
import { deletePendingChange } from './pending-change.repository.ts';
import { storePendingChange } from './pending-change.ts';
import { asksForBookingInForce } from './booking-unchanged.ts';
import { acceptOffer } from '../../capacity/capacity.service.ts';

export type BookingOutcome = {
  participationId: number;
  created: boolean;
  isPending: boolean;
  /** The booking is made again after its hold ended (decisions 33): a fresh booking for the e-mails. */
  wasHoldEnded: boolean;
  /** A paid booking asked for as it stands: no change made, none pending (decisions 32). */
  isUnchanged?: boolean;
  /** A live booking not yet paid, changed: in force at once, its hold kept (decisions 32, 36). */
  isChanged?: boolean;
};

/**
 * The participant's NEXT, in one transaction (decisions 10): the subject's row is locked first so its
 * own requests queue, then the rate row while places are counted. A new or unpaid booking is written
 * at once; a change to one already paid or paid by transfer waits as a pending change (decisions 32).
 */
export async function applyBooking(tx: Transaction, asked: BookingPlan, now: Date): Promise<BookingOutcome> {
  await lockSubject(tx, asked.session);
  const state = await loadAndCheckBooking(tx, asked, now, { lock: tx });
  if (asked.offerId !== null) await acceptOffer(tx, asked.offerId, now);
  const existing = state.existing?.participation;
  const held = existing
    ? heldRoom(
        existing,
        state.registrations.find((row) => row.position === 1),
        now,
      )
    : null;
  const room = { hotelId: asked.rate.hotel.id, roomType: asked.roomOption };
  const plan = keepBookedPrices(
    asked,
    room,
    existing ? { room: held, extraNights: existing.extraNights } : null,
  );
  const wasHoldEnded = isHoldEnded(state);
  const payments = existing ? await listPayments(tx, existing.id) : [];
  if (existing && isCommitted(state, payments)) {
    if (await asksForBookingInForce(tx, plan, state)) {
      // Back to what is in force: a change typed earlier and left pending is dropped.
      await deletePendingChange(tx, existing.id);
      return {
        participationId: existing.id,
        created: false,
        isPending: false,
        wasHoldEnded,
        isUnchanged: true,
      };
    }
    await storePendingChange(tx, plan, existing.id, now);
    return { participationId: existing.id, created: false, isPending: true, wasHoldEnded };
  }
  if (existing) await deletePendingChange(tx, existing.id);
  // Read before the write: NEXT again on the same choice changes nothing and is not told.
  const main = state.registrations.find((row) => row.position === 1);
  const isChanged =
    main !== undefined &&
    main.statusRegistration !== 'cancelled' &&
    !(await asksForBookingInForce(tx, plan, state));
  const written = await writeBooking(tx, plan, state, payments, now);
  return { ...written, isPending: false, wasHoldEnded, isChanged };
}
