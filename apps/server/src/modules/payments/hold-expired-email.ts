import { holdEndedValues } from '@congress/domain/hold-ended-email';
import type { Transaction } from '../../db/database.ts';
import { queueParticipantEmail } from '../../lib/mail/participant-email.ts';
import type { PaymentsBooking } from './payment-deps.ts';

/**
 * Hold expired (decisions 11): told in the sweep's transaction, so the e-mail exists exactly when
 * the cancellation does; read after it, so the statement says what is left (nothing, usually).
 */
export async function queueHoldExpired(
  tx: Transaction,
  booking: Pick<PaymentsBooking, 'findParticipationAggregate'>,
  participationId: number,
): Promise<void> {
  const agg = await booking.findParticipationAggregate(tx, participationId);
  if (!agg) return;
  await queueParticipantEmail(tx, agg, {
    label: 'Hold expired',
    values: (t) => holdEndedValues(agg, t),
    purpose: 'hold-expired',
  });
}
