import { formatDate } from '@congress/domain/dates';
import { formatMoney } from '@congress/domain/money';
import type { OutboxAttachment } from '../../db/schema/index.ts';
import type { OutgoingEmail } from '../../lib/mail/outbox.ts';
import { paragraphs } from '../../lib/mail/email-text.ts';
import type { ParticipationAggregate } from '../booking/booking.service.ts';
import { mainRegistration } from '@congress/domain/participation-money';
import type { PaymentRow } from './payments.repository.ts';

function recipient(agg: ParticipationAggregate) {
  const participant = mainRegistration(agg)?.participant;
  return participant?.email ? participant : null;
}

const signature = (agg: ParticipationAggregate) =>
  `The organising committee of ${agg.congress.label}${agg.congress.informationEmail ? ` - ${agg.congress.informationEmail}` : ''}`;

/** Spec 2.2: the proforma and the bank details, the sum, the 15-day due date and the reference. */
export function bankTransferEmail(
  agg: ParticipationAggregate,
  transfer: PaymentRow,
  dueDate: Date,
  attachments: OutboxAttachment[],
): OutgoingEmail | null {
  const participant = recipient(agg);
  if (!participant?.email) return null;
  const amount = formatMoney(transfer.amountCents, transfer.currency, { alwaysMinor: true });
  const due = formatDate(dueDate, agg.congress.timeZone);
  const body = paragraphs([
    `Dear ${participant.firstName} ${participant.lastName},`,
    `Thank you for registering for ${agg.congress.label}. You chose to pay by bank transfer.`,
    `Please transfer ${amount} by ${due} to the account shown on the attached bank details, quoting the reference ${transfer.reference ?? ''}.`,
    'Your proforma invoice is attached. The invoice follows once the transfer has been received.',
    signature(agg),
  ]);
  return {
    congressId: agg.congress.id,
    purpose: 'bank-transfer',
    to: participant.email,
    subject: `${agg.congress.label}: bank transfer ${transfer.reference ?? ''}`.trim(),
    ...body,
    attachments,
  };
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
