import { formatMoney } from '@congress/domain/money';
import type { OutgoingEmail } from '../../lib/mail/outbox.ts';
import { paragraphs } from '../../lib/mail/email-text.ts';
import type { ParticipationAggregate } from '../booking/booking.service.ts';
import { mainRegistration } from '@congress/domain/participation-money';
import type { PaymentRow } from './payments-desk.repository.ts';

/** Decisions 15: a refused refund request is told to the participant, with the organiser's reason. */
export function refundRefusedEmail(
  agg: ParticipationAggregate,
  refund: PaymentRow,
  reason: string,
): OutgoingEmail | null {
  const participant = mainRegistration(agg)?.participant;
  if (!participant?.email) return null;
  const amount = formatMoney(refund.amountCents, refund.currency, { alwaysMinor: true });
  const contact = agg.congress.informationEmail;
  const body = paragraphs([
    `Dear ${participant.firstName} ${participant.lastName},`,
    `Your request for a refund of ${amount} for ${agg.congress.label} has not been approved.`,
    `Reason: ${reason}`,
    contact
      ? `If you have any question, please write to ${contact}.`
      : 'If you have any question, please contact the organising committee.',
    `The organising committee of ${agg.congress.label}`,
  ]);
  return {
    congressId: agg.congress.id,
    purpose: 'refund-refused',
    to: participant.email,
    subject: `${agg.congress.label}: your refund request`,
    ...body,
  };
}
