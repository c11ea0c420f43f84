import type { OutgoingEmail } from '../../lib/mail/outbox.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function resetPasswordLink(publicUrl: string, slug: string, token: string): string {
  return `${publicUrl}/${encodeURIComponent(slug)}/reset/password/form/${token}`;
}

export function buildResetEmail(to: string, link: string, congressId: number | null): OutgoingEmail {
  const text = [
    'Hello,',
    '',
    'Someone asked to reset the password of your account. To choose a new password, open this link:',
    link,
    '',
    'The link works once and for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    '<p>Someone asked to reset the password of your account. To choose a new password, open this link:</p>',
    `<p><a href="${escapeHtml(link)}">Reset my password</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
    '<p>The link works once and for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>',
  ].join('\n');
  return { congressId, purpose: 'password-reset', to, subject: 'Reset your password', html, text };
}
