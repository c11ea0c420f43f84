import type { Language } from '@congress/domain/i18n/languages';
import { defineMessages } from '../../i18n/messages.ts';
import { translatorFor } from '../../i18n/translators.ts';
import type { OutgoingEmail } from '../../lib/mail/outbox.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const M = defineMessages({
  subject: { id: 'email.reset.subject', defaultMessage: 'Reset your password' },
  hello: { id: 'email.reset.hello', defaultMessage: 'Hello,' },
  asked: {
    id: 'email.reset.asked',
    defaultMessage:
      'Someone asked to reset the password of your account. To choose a new password, open this link:',
  },
  button: { id: 'email.reset.button', defaultMessage: 'Reset my password' },
  validity: {
    id: 'email.reset.validity',
    defaultMessage:
      'The link works once and for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  },
});

export function resetPasswordLink(publicUrl: string, slug: string, token: string): string {
  return `${publicUrl}/${encodeURIComponent(slug)}/reset/password/form/${token}`;
}

/** The reset link's e-mail, in the account's language. */
export function buildResetEmail(
  to: string,
  link: string,
  congressId: number | null,
  language: Language = 'en',
): OutgoingEmail {
  const { intl } = translatorFor(language);
  const [hello, asked, button, validity] = [M.hello, M.asked, M.button, M.validity].map((m) =>
    intl.formatMessage(m),
  );
  const text = [hello, '', asked, link, '', validity].join('\n');
  const html = [
    `<p>${escapeHtml(hello ?? '')}</p>`,
    `<p>${escapeHtml(asked ?? '')}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(button ?? '')}</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(validity ?? '')}</p>`,
  ].join('\n');
  return {
    congressId,
    purpose: 'password-reset',
    to,
    subject: intl.formatMessage(M.subject),
    html,
    text,
  };
}
