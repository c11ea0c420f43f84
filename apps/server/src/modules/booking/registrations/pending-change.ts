import type { Transaction } from '../../../db/database.ts';
import { findRateWithCongress } from '../rates/rates.repository.ts';
import { lockRateForPlace } from '../../capacity/capacity.service.ts';
import { listPayments } from '../participations/participations.repository.ts';
import { writeBooking } from './booking-write.ts';
import type { BookingPlan } from './booking-plan.ts';
import { loadBookingState } from './booking-state.ts';
import { deletePendingChange, findPendingChange, upsertPendingChange } from './pending-change.repository.ts';

const MINUTE_MS = 60_000;

/** What a pending change keeps of the booking plan: the rate and congress are read again at apply. */
type StoredPlan = Pick<BookingPlan, 'session' | 'roomOption' | 'sectionId' | 'main' | 'second'> & {
  confirmCompanionRemoval: boolean;
};

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
  };
  await upsertPendingChange(tx, {
    participationId,
    rateId: plan.rate.rate.id,
    plan: stored,
    holdExpiresAt: new Date(now.getTime() + plan.congress.holdMinutes * MINUTE_MS),
    createdAt: now,
  });
}

export type PendingOutcome = 'none' | 'applied' | 'no-place';

/**
 * Completes the participation's pending change, in the caller's transaction (a payment's success,
 * REFUND or CONFIRM, a transfer chosen): the rate, people and companion it recorded become the
 * choice in force. A change whose hold ran out applies only if its rate still has a free place.
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
  // A waiting-list offer it named was taken when the change was stored.
  const plan: BookingPlan = { ...stored, congress, rate, offerId: null };
  const state = { ...(await loadBookingState(tx, plan)), holdsPlace: true };
  const existing = state.existing?.participation;
  if (!existing || existing.id !== participationId) return 'no-place';
  if (pending.holdExpiresAt <= now && existing.rateId !== pending.rateId) {
    const locked = await lockRateForPlace(tx, pending.rateId, now, {
      excludeParticipationId: participationId,
    });
    if (!locked || locked.places >= locked.rate.quota) return 'no-place';
  }
  await writeBooking(tx, plan, state, await listPayments(tx, participationId), now);
  return 'applied';
}
