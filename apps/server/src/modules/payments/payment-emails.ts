import { refundValues, transferValues } from '@congress/domain/email-values';
import { formatMoney } from '@congress/domain/money';
import type { Executor, Transaction } from '../../db/database.ts';
import type { OutboxAttachment } from '../../db/schema/index.ts';
import type { OutgoingEmail } from '../../lib/mail/outbox.ts';
import { paragraphs } from '../../lib/mail/email-text.ts';
import { participantEmail, queueParticipantEmail } from '../../lib/mail/participant-email.ts';
import type { ParticipationAggregate } from '../booking/booking.service.ts';
import { mainRegistration } from '@congress/domain/participation-money';
import type { PaymentsBooking } from './payment-deps.ts';
import type { PaymentRow } from './payments.repository.ts';

function recipient(agg: ParticipationAggregate) {
  const participant = mainRegistration(agg)?.participant;
  return participant?.email ? participant : null;
}

const signature = (agg: ParticipationAggregate) =>
  `The organising committee of ${agg.congress.label}${agg.congress.informationEmail ? ` - ${agg.congress.informationEmail}` : ''}`;

/** Spec 2.2, decisions 36: transfer instructions, with the proforma and the bank details attached. */
export function bankTransferEmail(
  executor: Executor,
  agg: ParticipationAggregate,
  transfer: PaymentRow,
  dueDate: Date,
  attachments: OutboxAttachment[],
): Promise<OutgoingEmail | null> {
  return participantEmail(executor, agg, {
    label: 'Transfer instructions',
    values: (t) => transferValues(agg, transfer, dueDate, t),
    purpose: 'bank-transfer',
    attachments,
  });
}

/**
 * Refund requested (decisions 36): the amount the REFUND asked back, told in the transaction that
 * records it; the statement is read again so it includes the request.
 */
export async function queueRefundRequested(
  tx: Transaction,
  booking: Pick<PaymentsBooking, 'findParticipationAggregate'>,
  participationId: number,
  amountCents: number,
): Promise<void> {
  const agg = await booking.findParticipationAggregate(tx, participationId);
  if (!agg) return;
  await queueParticipantEmail(tx, agg, {
    label: 'Refund requested',
    values: (t) => refundValues(agg, amountCents, undefined, t),
    purpose: 'refund-requested',
  });
}

/** Decisions 11: a late card success on a full rate is refunded automatically, and the participant told. */
export function lateRefundEmail(agg: ParticipationAggregate, payment: PaymentRow): OutgoingEmail | null {
  const participant = recipient(agg);
  if (!participant?.email) return null;
  const amount = formatMoney(payment.amountCents, payment.currency, { alwaysMinor: true });
  const body = paragraphs([
    `Dear ${participant.firstName} ${participant.lastName},`,
    `Your card payment of ${amount} for ${agg.congress.label} arrived after your reservation had expired, and the rate "${agg.rate.label}" is now full.`,
    `We are refunding the ${amount} to your card; depending on your bank it appears within 5 to 10 days. You may register again for another rate.`,
    signature(agg),
  ]);
  return {
    congressId: agg.congress.id,
    purpose: 'late-payment-refund',
    to: participant.email,
    subject: `${agg.congress.label}: your payment is being refunded`,
    ...body,
  };
}
