import { FORMAT_LOCALES } from '@congress/domain/i18n/languages';
import { formatMoney } from '@congress/domain/money';
import { mainRegistration } from '@congress/domain/participation-money';
import type { Executor } from '../../../db/database.ts';
import { defineMessages } from '../../../i18n/messages.ts';
import { participationLanguage } from '../../../i18n/recipient-language.ts';
import { translatorFor } from '../../../i18n/translators.ts';
import { paragraphs } from '../../../lib/mail/email-text.ts';
import { enqueueEmails } from '../../../lib/mail/outbox.ts';
import { withPersonalLink } from '../../../lib/mail/personal-link.ts';
import type { ParticipationAggregate } from '../participations/participation-read.repository.ts';

/** The self-cancellation's e-mails (decisions 36, 48), in the participant's language. */
const M = defineMessages({
  cancelledSubject: {
    id: 'email.selfCancel.cancelled.subject',
    defaultMessage: '{congress}: your registration is cancelled',
  },
  cancelled: {
    id: 'email.selfCancel.cancelled.body',
    defaultMessage: 'Your registration for {congress} is cancelled, as you asked.',
  },
  requestedSubject: {
    id: 'email.selfCancel.requested.subject',
    defaultMessage: '{congress}: cancellation requested',
  },
  requested: {
    id: 'email.selfCancel.requested.body',
    defaultMessage:
      'We received your request to cancel your registration for {congress}. The organisers will confirm it; until then your registration stands.',
  },
  refusedSubject: {
    id: 'email.selfCancel.refused.subject',
    defaultMessage: '{congress}: cancellation not approved',
  },
  refused: {
    id: 'email.selfCancel.refused.body',
    defaultMessage:
      'The organisers did not approve the cancellation of your registration for {congress}: your registration stands. Please reply to this e-mail if you have a question.',
  },
  money: {
    id: 'email.selfCancel.money',
    defaultMessage: 'Cancellation fee: {fee}. Refund: {refund}.',
  },
  refund: {
    id: 'email.selfCancel.refundFollows',
    defaultMessage: 'The refund goes back to the card you paid with, or the organisers make it by hand.',
  },
});

export type CancelEmailKind = 'cancelled' | 'requested' | 'refused';

/** One e-mail to the main participant, queued in the transaction of the change (decisions 36). */
export async function queueCancelEmail(
  executor: Executor,
  agg: ParticipationAggregate,
  email: { kind: CancelEmailKind; feeCents: number; refundCents: number },
): Promise<void> {
  const to = mainRegistration(agg)?.participant.email;
  if (!to) return;
  const language = await participationLanguage(executor, agg);
  const { intl } = translatorFor(language);
  const locale = FORMAT_LOCALES[language];
  const congress = agg.congress.label;
  const money = (cents: number) => formatMoney(cents, agg.congress.currency, { locale });
  const amounts = intl.formatMessage(M.money, {
    fee: money(email.feeCents),
    refund: money(email.refundCents),
  });
  const lines = {
    cancelled: [
      intl.formatMessage(M.cancelled, { congress }),
      amounts,
      ...(email.refundCents > 0 ? [intl.formatMessage(M.refund)] : []),
    ],
    requested: [intl.formatMessage(M.requested, { congress }), amounts],
    refused: [intl.formatMessage(M.refused, { congress })],
  }[email.kind];
  const subject = {
    cancelled: M.cancelledSubject,
    requested: M.requestedSubject,
    refused: M.refusedSubject,
  }[email.kind];
  await enqueueEmails(executor, [
    {
      congressId: agg.congress.id,
      purpose: `self-cancel-${email.kind}`,
      to,
      subject: intl.formatMessage(subject, { congress }),
      ...withPersonalLink(paragraphs(lines), language, agg.congress.slug),
      attachments: [],
    },
  ]);
}
