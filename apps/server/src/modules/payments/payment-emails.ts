import { refundValues, transferValues } from '@congress/domain/email-values';
import { formatMoney } from '@congress/domain/money';
import type { Executor, Transaction } from '../../db/database.ts';
import type { OutboxAttachment } from '../../db/schema/index.ts';
import { FORMAT_LOCALES } from '@congress/domain/i18n/languages';
import { defineMessages } from '../../i18n/messages.ts';
import { participationLanguage } from '../../i18n/recipient-language.ts';
import { translatorFor } from '../../i18n/translators.ts';
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

const LATE_REFUND = defineMessages({
  subject: { id: 'email.lateRefund.subject', defaultMessage: '{congress}: your payment is being refunded' },
  dear: { id: 'email.lateRefund.dear', defaultMessage: 'Dear {firstName} {lastName},' },
  arrived: {
    id: 'email.lateRefund.arrived',
    defaultMessage:
      'Your card payment of {amount} for {congress} arrived after your reservation had expired, and the rate "{rate}" is now full.',
  },
  refunding: {
    id: 'email.lateRefund.refunding',
    defaultMessage:
      'We are refunding the {amount} to your card; depending on your bank it appears within 5 to 10 days. You may register again for another rate.',
  },
  signature: { id: 'email.lateRefund.signature', defaultMessage: 'The organising committee of {congress}' },
  signatureWithEmail: {
    id: 'email.lateRefund.signatureWithEmail',
    defaultMessage: 'The organising committee of {congress} - {email}',
  },
});

/** Spec 2.2, decisions 36: transfer instructions, the bank details in the text, the proforma attached. */
export function bankTransferEmail(
  executor: Executor,
  agg: ParticipationAggregate,
  transfer: PaymentRow,
  attachments: OutboxAttachment[],
): Promise<OutgoingEmail | null> {
  return participantEmail(executor, agg, {
    label: 'Transfer instructions',
    values: (t) => transferValues(agg, transfer, t),
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
export async function lateRefundEmail(
  executor: Executor,
  agg: ParticipationAggregate,
  payment: PaymentRow,
): Promise<OutgoingEmail | null> {
  const participant = recipient(agg);
  if (!participant?.email) return null;
  const language = await participationLanguage(executor, agg);
  const { intl } = translatorFor(language);
  const amount = formatMoney(payment.amountCents, payment.currency, {
    alwaysMinor: true,
    locale: FORMAT_LOCALES[language],
  });
  const congress = agg.congress.label;
  const email = agg.congress.informationEmail;
  const body = paragraphs([
    intl.formatMessage(LATE_REFUND.dear, {
      firstName: participant.firstName,
      lastName: participant.lastName,
    }),
    intl.formatMessage(LATE_REFUND.arrived, { amount, congress, rate: agg.rate.label }),
    intl.formatMessage(LATE_REFUND.refunding, { amount }),
    email
      ? intl.formatMessage(LATE_REFUND.signatureWithEmail, { congress, email })
      : intl.formatMessage(LATE_REFUND.signature, { congress }),
  ]);
  return {
    congressId: agg.congress.id,
    purpose: 'late-payment-refund',
    to: participant.email,
    subject: intl.formatMessage(LATE_REFUND.subject, { congress }),
    ...body,
  };
}
