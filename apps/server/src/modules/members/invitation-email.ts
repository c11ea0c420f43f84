import type { OutgoingEmail } from '../../lib/mail/outbox.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The member book invitation: the link opens the reset password form and lives 7 days (decisions 7). */
export function buildInvitationEmail(
  member: { email: string; firstname: string },
  link: string,
  congress: { id: number; label: string },
): OutgoingEmail {
  const lines = [
    `Hello ${member.firstname},`,
    `You have been added to the Book of Members. To register for ${congress.label}, choose your password with this link:`,
  ];
  const validity =
    'The link works once and for 7 days. After that, use "Forgot your password?" on the sign-in page to get a new one.';
  const text = [lines[0], '', lines[1], link, '', validity].join('\n');
  const html = [
    `<p>${escapeHtml(lines[0] ?? '')}</p>`,
    `<p>${escapeHtml(lines[1] ?? '')}</p>`,
    `<p><a href="${escapeHtml(link)}">Choose my password</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(validity)}</p>`,
  ].join('\n');
  return {
    congressId: congress.id,
    purpose: 'member-invitation',
    to: member.email,
    subject: `Your member account for ${congress.label}`,
    html,
    text,
  };
}
