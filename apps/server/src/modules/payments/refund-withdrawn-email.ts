import { refundValues } from '@congress/domain/email-values';
import type { Transaction } from '../../db/database.ts';
import { enqueueEmails } from '../../lib/mail/outbox.ts';
import { participantEmail } from '../../lib/mail/participant-email.ts';
import type { ParticipationAggregate } from '../booking/booking.service.ts';

/**
 * A refund request withdrawn because the new choice uses its credit is told to the
 * participant ("Refund withdrawn", a template organisers edit), in the transaction that withdrew it.
 */
export async function queueRefundWithdrawn(
  tx: Transaction,
  agg: ParticipationAggregate,
  withdrawnCents: number,
): Promise<void> {
  if (withdrawnCents <= 0) return;
  const email = await participantEmail(tx, agg, {
    label: 'Refund withdrawn',
    values: (t) => refundValues(agg, withdrawnCents, undefined, t),
    purpose: 'refund-withdrawn',
  });
  if (email) await enqueueEmails(tx, [email]);
}
