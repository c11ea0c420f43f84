import type { Language } from '@congress/domain/i18n/languages';
import { defineMessages } from '../../i18n/messages.ts';
import { translatorFor } from '../../i18n/translators.ts';
import { escapeHtml } from './email-text.ts';

const M = defineMessages({
  line: { id: 'email.personalLink.line', defaultMessage: 'Your registration page: {link}' },
});

/** The site's address (config.publicUrl), set once by the composition root; e-mails are built deep in transactions. */
let siteAddress = 'http://127.0.0.1:3000';

export function setSiteAddress(publicUrl: string): void {
  siteAddress = publicUrl.replace(/\/+$/, '');
}

/** The congress's public home page. */
export function congressUrl(slug: string): string {
  return `${siteAddress}/${encodeURIComponent(slug)}`;
}

/**
 * The participant's own page for a congress: the dashboard's home. Signed out, the web's guard sends
 * them to sign in and back here (its redirect value).
 */
export function dashboardUrl(slug: string): string {
  return `${siteAddress}/${encodeURIComponent(slug)}/dashboard/user/home`;
}

/** The closing line of every e-mail to a participant about a congress, as text. */
export function personalLinkText(language: Language, slug: string): string {
  return translatorFor(language).intl.formatMessage(M.line, { link: dashboardUrl(slug) });
}

/** The closing line as an HTML paragraph, the link clickable. */
export function personalLinkLine(language: Language, slug: string): string {
  const url = dashboardUrl(slug);
  const anchor = `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  // The sentence is translated around a marker, so the link is not escaped twice.
  const marker = '\u0000link\u0000';
  const sentence = translatorFor(language).intl.formatMessage(M.line, { link: marker });
  return `<p>${escapeHtml(sentence).replace(escapeHtml(marker), anchor)}</p>`;
}

/** An e-mail's two parts with the closing line added (once: a template that already has it is left). */
export function withPersonalLink<T extends { html: string; text: string }>(
  email: T,
  language: Language,
  slug: string,
): T {
  if (email.text.includes(dashboardUrl(slug))) return email;
  return {
    ...email,
    html: `${email.html}\n${personalLinkLine(language, slug)}`,
    text: `${email.text}\n\n${personalLinkText(language, slug)}`,
  };
}
