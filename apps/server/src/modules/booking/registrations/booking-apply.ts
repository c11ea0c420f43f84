import { isHoldEnded } from '@congress/domain/hold-ended';
import type { Transaction } from '../../../db/database.ts';
import { lockSubject } from '../participants/participants.repository.ts';
import { listPayments } from '../participations/participations.repository.ts';
import type { BookingPlan } from './booking-plan.ts';
import { loadAndCheckBooking } from './booking-state.ts';
import { isCommitted, writeBooking } from './booking-write.ts';
import { deletePendingChange } from './pending-change.repository.ts';
import { storePendingChange } from './pending-change.ts';
import { acceptOffer } from '../../capacity/capacity.service.ts';

export type BookingOutcome = {
  participationId: number;
  created: boolean;
  isPending: boolean;
  /** The booking is made again after its hold ended (decisions 33): a fresh booking for the e-mails. */
  wasHoldEnded: boolean;
};

/**
 * The participant's NEXT, in one transaction (decisions 10): the subject's row is locked first so its
 * own requests queue, then the rate row while places are counted. A new or unpaid booking is written
 * at once; a change to one already paid or paid by transfer waits as a pending change (decisions 32).
 */
export async function applyBooking(tx: Transaction, plan: BookingPlan, now: Date): Promise<BookingOutcome> {
  await lockSubject(tx, plan.session);
  const state = await loadAndCheckBooking(tx, plan, now, { lock: tx });
  if (plan.offerId !== null) await acceptOffer(tx, plan.offerId, now);
  const existing = state.existing?.participation;
  const wasHoldEnded = isHoldEnded(state);
  const payments = existing ? await listPayments(tx, existing.id) : [];
  if (existing && isCommitted(state, payments)) {
    await storePendingChange(tx, plan, existing.id, now);
    return { participationId: existing.id, created: false, isPending: true, wasHoldEnded };
  }
  if (existing) await deletePendingChange(tx, existing.id);
  return { ...(await writeBooking(tx, plan, state, payments, now)), isPending: false, wasHoldEnded };
}
