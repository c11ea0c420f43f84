import type { Language } from '@congress/domain/i18n/languages';
import { defineMessages } from '../../i18n/messages.ts';
import { translatorFor } from '../../i18n/translators.ts';
import type { OutgoingEmail } from '../../lib/mail/outbox.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const M = defineMessages({
  subject: { id: 'email.invitation.subject', defaultMessage: 'Your member account for {congress}' },
  hello: { id: 'email.invitation.hello', defaultMessage: 'Hello {firstname},' },
  added: {
    id: 'email.invitation.added',
    defaultMessage:
      'You have been added to the Book of Members. To register for {congress}, choose your password with this link:',
  },
  button: { id: 'email.invitation.button', defaultMessage: 'Choose my password' },
  validity: {
    id: 'email.invitation.validity',
    defaultMessage:
      'The link works once and for 7 days. After that, use "Forgot your password?" on the sign-in page to get a new one.',
  },
});

/**
 * The member book invitation: the link opens the reset password form and lives 7 days (decisions 7);
 * in the member's language, else the congress's.
 */
export function buildInvitationEmail(
  member: { email: string; firstname: string },
  link: string,
  congress: { id: number; label: string },
  language: Language = 'en',
): OutgoingEmail {
  const { intl } = translatorFor(language);
  const values = { firstname: member.firstname, congress: congress.label };
  const hello = intl.formatMessage(M.hello, values);
  const added = intl.formatMessage(M.added, values);
  const validity = intl.formatMessage(M.validity);
  const text = [hello, '', added, link, '', validity].join('\n');
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(added)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(intl.formatMessage(M.button))}</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(validity)}</p>`,
  ].join('\n');
  return {
    congressId: congress.id,
    purpose: 'member-invitation',
    to: member.email,
    subject: intl.formatMessage(M.subject, values),
    html,
    text,
  };
}
