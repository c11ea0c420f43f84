import {
  activeRegistrations,
  isMainCancelled,
  type MoneyParticipation,
  statementOf,
} from '@congress/domain/participation-money';
import { participationValues } from '@congress/domain/email-values';
import type { Transaction } from '../../../db/database.ts';
import { queueParticipantEmail } from '../../../lib/mail/participant-email.ts';
import { queueRegistrationReceived } from '../participations/participant-emails.ts';
import { findParticipationAggregate } from '../participations/participation-read.repository.ts';
import type { BookingOutcome } from './booking-apply.ts';
import { confirmActiveRegistrations } from './registration-status.repository.ts';
import { queueChangeConfirmed, queueChangeHeld } from '../manage/change-confirmed-email.ts';

/**
 * A booking with nothing to pay: price 0 and no money asked for. Like pretix's free
 * orders, it is complete at once; no invoice is issued for it (decisions 38: documents follow money).
 */
export const isFreeBooking = (agg: MoneyParticipation) => {
  if (isMainCancelled(agg)) return false;
  const statement = statementOf(agg);
  return statement.priceCents === 0 && statement.dueCents <= 0 && statement.isSettled;
};

const isAlreadyConfirmed = (agg: MoneyParticipation) =>
  agg.participation.holdExpiresAt === null &&
  activeRegistrations(agg).every((r) => r.statusRegistration === 'confirmed');

/**
 * What the participant is told after NEXT, in its transaction (decisions 36): a free booking is
 * confirmed there and then, its place no longer a hold, with the confirmation e-mail; a new booking,
 * or one made again after its hold ended, is told what is held and until when, and so is a change to
 * a booking held and not yet paid, which is in force at once. A pending change (decisions 32) waits
 * for its completion.
 */
export async function settleBookingOutcome(tx: Transaction, outcome: BookingOutcome, now: Date) {
  if (outcome.isPending || outcome.isUnchanged) return;
  const { participationId } = outcome;
  const agg = await findParticipationAggregate(tx, participationId, { forUpdate: true });
  if (!agg) return;
  if (isFreeBooking(agg)) {
    // A free booking changed stays confirmed: the change is complete, and told.
    if (isAlreadyConfirmed(agg)) {
      await queueChangeConfirmed(tx, participationId);
      return;
    }
    await confirmActiveRegistrations(tx, participationId, now);
    const confirmed = await findParticipationAggregate(tx, participationId);
    if (!confirmed) return;
    await queueParticipantEmail(tx, confirmed, {
      label: 'Registration confirmed',
      values: (t) => participationValues(confirmed, undefined, t),
      purpose: 'registration-confirmed',
    });
    return;
  }
  if (outcome.created || outcome.wasHoldEnded) await queueRegistrationReceived(tx, participationId, agg);
  else if (outcome.isChanged) await queueChangeHeld(tx, participationId);
}
