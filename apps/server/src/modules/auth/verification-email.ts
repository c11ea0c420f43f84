import type { Language } from '@congress/domain/i18n/languages';
import { defineMessages } from '../../i18n/messages.ts';
import { withPersonalLink } from '../../lib/mail/personal-link.ts';
import { translatorFor } from '../../i18n/translators.ts';
import { escapeHtml } from '../../lib/mail/email-text.ts';
import type { OutgoingEmail } from '../../lib/mail/outbox.ts';

const M = defineMessages({
  subject: { id: 'email.verify.subject', defaultMessage: 'Confirm your e-mail address' },
  hello: { id: 'email.verify.hello', defaultMessage: 'Hello,' },
  asked: {
    id: 'email.verify.asked',
    defaultMessage:
      'An account was created with this e-mail address. To confirm that the address is yours, open this link:',
  },
  button: { id: 'email.verify.button', defaultMessage: 'Confirm my e-mail address' },
  validity: {
    id: 'email.verify.validity',
    defaultMessage:
      'The link works for three days. Until then the account cannot book. If you did not create this account, ignore this e-mail.',
  },
  existingSubject: { id: 'email.verify.existing.subject', defaultMessage: 'Confirm your account' },
  existingAsked: {
    id: 'email.verify.existing.asked',
    defaultMessage:
      'Someone tried to create an account with this e-mail address. An account already uses it, but its address was never confirmed. To confirm it is yours and choose your password, open this link:',
  },
  existingButton: { id: 'email.verify.existing.button', defaultMessage: 'Confirm and choose my password' },
  existingValidity: {
    id: 'email.verify.existing.validity',
    defaultMessage:
      'The link works once and for one hour. If you did not ask for anything, ignore this e-mail: nobody can use the account without this link.',
  },
});

export function verifyEmailLink(publicUrl: string, slug: string, token: string): string {
  return `${publicUrl}/${encodeURIComponent(slug)}/verify-email?token=${encodeURIComponent(token)}`;
}

type Kind = 'new' | 'existing';

/**
 * The confirmation e-mail of a new account ('new'), or, when someone signs up again with the address
 * of an account never confirmed, the owner's link to confirm it by choosing a password ('existing'),
 * in the account's language; both end with the personal link to the dashboard.
 */
export function buildVerificationEmail(
  kind: Kind,
  email: { to: string; link: string; slug: string; congressId: number | null; language: Language },
): OutgoingEmail {
  const { intl } = translatorFor(email.language);
  const say = (m: (typeof M)[keyof typeof M]) => intl.formatMessage(m);
  const [asked, button, validity] =
    kind === 'new'
      ? [say(M.asked), say(M.button), say(M.validity)]
      : [say(M.existingAsked), say(M.existingButton), say(M.existingValidity)];
  const hello = say(M.hello);
  const text = [hello, '', asked, email.link, '', validity].join('\n');
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(asked)}</p>`,
    `<p><a href="${escapeHtml(email.link)}">${escapeHtml(button)}</a></p>`,
    `<p>${escapeHtml(email.link)}</p>`,
    `<p>${escapeHtml(validity)}</p>`,
  ].join('\n');
  return {
    congressId: email.congressId,
    purpose: kind === 'new' ? 'email-verification' : 'email-verification-existing',
    to: email.to,
    subject: say(kind === 'new' ? M.subject : M.existingSubject),
    ...withPersonalLink({ html, text }, email.language, email.slug),
  };
}
