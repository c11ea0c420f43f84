import { formatMoney } from '@congress/domain/money';
import { FORMAT_LOCALES, type Language } from '@congress/domain/i18n/languages';
import { formatZonedDateTime } from '@congress/domain/zoned-time';
import { formatDate } from '@congress/domain/dates';
import { defineMessages } from '../../../i18n/messages.ts';
import { translatorFor } from '../../../i18n/translators.ts';
import { paragraphs } from '../../../lib/mail/email-text.ts';
import type { OutgoingEmail } from '../../../lib/mail/outbox.ts';
import { congressUrl, withPersonalLink } from '../../../lib/mail/personal-link.ts';

/** The e-mails of a group booking (decisions 49): to its payer, and to each person named. */
const M = defineMessages({
  bookedSubject: {
    id: 'email.group.booked.subject',
    defaultMessage: 'Group booking {reference}: {count} places',
  },
  booked: {
    id: 'email.group.booked.body',
    defaultMessage:
      'Your group booking {reference} for {congress} is made: {count} places at "{rate}" ({hotel}), {total} in all.',
  },
  held: {
    id: 'email.group.booked.held',
    defaultMessage: 'The places are held until {until}. Pay for the group from its page before then: {link}',
  },
  names: {
    id: 'email.group.booked.names',
    defaultMessage:
      'Name each person on the group page by {date}: each one then receives their own registration page.',
  },
  invitedSubject: { id: 'email.group.invited.subject', defaultMessage: 'You are registered for {congress}' },
  invited: {
    id: 'email.group.invited.body',
    defaultMessage: 'Hello {firstName}, {payer} registered you for {congress}: "{rate}" at {hotel}.',
  },
  invitedPay: {
    id: 'email.group.invited.pay',
    defaultMessage:
      '{payer} pays for your registration; your registration page shows your ticket once it is paid.',
  },
  invitedAccount: {
    id: 'email.group.invited.account',
    defaultMessage:
      'An account was made for you with this e-mail address. Choose your password (link valid 7 days): {link}',
  },
  invitedSignIn: {
    id: 'email.group.invited.signIn',
    defaultMessage:
      'Sign in with your account to see your registration, add your travel details and choose your activities.',
  },
});

type Congress = { id: number; slug: string; label: string; timeZone: string; currency: string };

export function groupBookedEmail(input: {
  to: string;
  language: Language;
  congress: Congress;
  group: { id: number; reference: string };
  rate: { label: string; hotel: string };
  count: number;
  totalCents: number;
  holdExpiresAt: Date;
  namesDueOn: string;
}): OutgoingEmail {
  const { intl } = translatorFor(input.language);
  const locale = FORMAT_LOCALES[input.language];
  const { congress } = input;
  const link = `${congressUrl(congress.slug)}/dashboard/user/group/${input.group.id}`;
  const values = {
    reference: input.group.reference,
    count: String(input.count),
    congress: congress.label,
    rate: input.rate.label,
    hotel: input.rate.hotel,
    total: formatMoney(input.totalCents, congress.currency, { locale }),
  };
  const email = {
    congressId: congress.id,
    purpose: 'group-booked',
    to: input.to,
    subject: intl.formatMessage(M.bookedSubject, values),
    ...paragraphs([
      intl.formatMessage(M.booked, values),
      intl.formatMessage(M.held, {
        until: formatZonedDateTime(input.holdExpiresAt, congress.timeZone, { locale }),
        link,
      }),
      intl.formatMessage(M.names, {
        date: formatDate(input.namesDueOn, congress.timeZone, locale),
      }),
    ]),
  };
  return withPersonalLink(email, input.language, congress.slug);
}

/** To the person a place is named for: who registered them, and how to reach their own page. */
export function groupInvitedEmail(input: {
  to: string;
  language: Language;
  congress: Congress;
  firstName: string;
  payer: string;
  rate: { label: string; hotel: string };
  passwordLink: string | null;
}): OutgoingEmail {
  const { intl } = translatorFor(input.language);
  const values = {
    firstName: input.firstName,
    payer: input.payer,
    congress: input.congress.label,
    rate: input.rate.label,
    hotel: input.rate.hotel,
  };
  const email = {
    congressId: input.congress.id,
    purpose: 'group-invited',
    to: input.to,
    subject: intl.formatMessage(M.invitedSubject, values),
    ...paragraphs([
      intl.formatMessage(M.invited, values),
      intl.formatMessage(M.invitedPay, values),
      input.passwordLink
        ? intl.formatMessage(M.invitedAccount, { link: input.passwordLink })
        : intl.formatMessage(M.invitedSignIn),
    ]),
  };
  return withPersonalLink(email, input.language, input.congress.slug);
}
