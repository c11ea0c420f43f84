import { documentFileName } from '@congress/domain/contracts/invoices';
import { FORMAT_LOCALES } from '@congress/domain/i18n/languages';
import { formatMoney } from '@congress/domain/money';
import type { Executor } from '../../db/database.ts';
import { recipientLanguage } from '../../i18n/recipient-language.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { translatorFor } from '../../i18n/translators.ts';
import { paragraphs } from '../../lib/mail/email-text.ts';
import type { OutgoingEmail } from '../../lib/mail/outbox.ts';
import { withPersonalLink } from '../../lib/mail/personal-link.ts';

const M = defineMessages({
  subject: { id: 'email.group.paid.subject', defaultMessage: 'Payment received for group {reference}' },
  body: {
    id: 'email.group.paid.body',
    defaultMessage:
      'We received {amount} for your group booking {reference} ({congress}). {count, plural, one {# place is} other {# places are}} paid by it.',
  },
  refunded: {
    id: 'email.group.paid.refunded',
    defaultMessage:
      '{refunded} of it paid for places cancelled before the payment arrived: it is refunded to your card.',
  },
  invoices: {
    id: 'email.group.paid.invoices',
    defaultMessage: 'The invoice of each place is attached, made out to {payer}.',
  },
});

const numberOf = (invoice: { content: unknown }) =>
  (invoice.content as { number?: string | null } | null)?.number ?? null;

/**
 * To the payer of a group when its one payment arrived (decisions 49): the amount, the places it paid
 * and their invoices (the payer is their buyer); each named person is sent their own confirmation.
 */
export async function groupPaidEmail(
  executor: Executor,
  input: {
    group: { reference: string; billingName: string; payerEmail: string; payerUserId: number | null };
    congress: { id: number; slug: string; label: string; currency: string; defaultLanguage: string };
    amountCents: number;
    /** The shares of places cancelled before the payment arrived, refunded to the card. */
    refundedCents?: number;
    invoices: Array<{ fileId: string | null; content: unknown }>;
  },
): Promise<OutgoingEmail | null> {
  const { group, congress } = input;
  if (!group.payerEmail) return null;
  const language = await recipientLanguage(
    executor,
    { userId: group.payerUserId, memberUserId: null },
    congress,
  );
  const { intl } = translatorFor(language);
  const money = (cents: number) =>
    formatMoney(cents, congress.currency, { locale: FORMAT_LOCALES[language] });
  const amount = money(input.amountCents);
  const refundedCents = input.refundedCents ?? 0;
  const values = { reference: group.reference, congress: congress.label, amount, payer: group.billingName };
  const email = {
    congressId: congress.id,
    purpose: 'group-paid',
    to: group.payerEmail,
    subject: intl.formatMessage(M.subject, values),
    ...paragraphs([
      intl.formatMessage(M.body, { ...values, count: input.invoices.length }),
      ...(refundedCents > 0 ? [intl.formatMessage(M.refunded, { refunded: money(refundedCents) })] : []),
      intl.formatMessage(M.invoices, values),
    ]),
    attachments: input.invoices.flatMap((invoice) =>
      invoice.fileId
        ? [
            {
              fileId: invoice.fileId,
              filename: documentFileName('invoice', congress.slug, numberOf(invoice)),
            },
          ]
        : [],
    ),
  };
  return withPersonalLink(email, language, congress.slug);
}
