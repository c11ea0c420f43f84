import type { PlaceholderValues } from '@congress/domain/contracts/emails';
import { escapeHtml } from './email-text.ts';

/**
 * Fills a template's {{placeholders}} for one recipient: the bulk e-mails and every e-mail a
 * participant receives (decisions 36) render through here. Templates are stored sanitised.
 */

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Replaces {{placeholders}} with the recipient's values (HTML-escaped when `html`); unknown ones stay as written. */
export function fillPlaceholders(template: string, values: PlaceholderValues, html: boolean): string {
  return template.replace(PLACEHOLDER, (match, key: string) => {
    if (!Object.hasOwn(values, key)) return match;
    const value = values[key as keyof PlaceholderValues] ?? '';
    return html ? escapeHtml(value) : value;
  });
}

/** A subject is one header line: placeholders filled as text, line breaks folded away. */
export function fillSubject(subject: string, values: PlaceholderValues): string {
  return fillPlaceholders(subject, values, false).replace(/\s+/g, ' ').trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The plain-text part of a sanitised HTML body: blocks become lines, links keep their address. */
export function emailHtmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) =>
      label.replace(/<[^>]+>/g, '') === href.replace(/^mailto:/, '') ? label : `${label} (${href})`,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|ul|ol)>/gi, '\n')
    .replace(/<hr\s*\/?>/gi, '\n---\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** One recipient's message from an already sanitised template. */
export function renderEmail(template: { subject: string; body: string }, values: PlaceholderValues) {
  const html = fillPlaceholders(template.body, values, true);
  return { subject: fillSubject(template.subject, values), html, text: emailHtmlToText(html) };
}
