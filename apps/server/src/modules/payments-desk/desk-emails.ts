import { refundValues } from '@congress/domain/email-values';
import type { Executor } from '../../db/database.ts';
import type { OutgoingEmail } from '../../lib/mail/outbox.ts';
import { participantEmail } from '../../lib/mail/participant-email.ts';
import type { ParticipationAggregate } from '../booking/booking.service.ts';
import type { PaymentRow } from './payments-desk.repository.ts';

/**
 * Decisions 15, 36: a refused refund request is told to the participant, with the organiser's reason,
 * from the "Refund refused" template; `agg` is read after the refusal, so its statement closes the credit.
 */
export function refundRefusedEmail(
  executor: Executor,
  agg: ParticipationAggregate,
  refund: PaymentRow,
  reason: string,
): Promise<OutgoingEmail | null> {
  return participantEmail(executor, agg, {
    label: 'Refund refused',
    values: (t) => refundValues(agg, refund.amountCents, reason, t),
    purpose: 'refund-refused',
  });
}
