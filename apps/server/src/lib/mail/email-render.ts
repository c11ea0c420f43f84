import type { PlaceholderValues } from '@congress/domain/contracts/emails';
import { escapeHtml } from './email-text.ts';

/**
 * Fills a template's {{placeholders}} for one recipient: the bulk e-mails and every e-mail a
 * participant receives (decisions 36) render through here. Templates are stored sanitised.
 */

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const HAS_PLACEHOLDER = /\{\{\s*\w+\s*\}\}/;
/** An address attribute (quoted or not), or a placeholder anywhere else: one pass, so no value is filled twice. */
const ADDRESS_OR_PLACEHOLDER =
  /(\s(?:href|src)\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))|\{\{\s*(\w+)\s*\}\}/gi;

const fill = (template: string, values: PlaceholderValues, encode: (value: string) => string) =>
  template.replace(PLACEHOLDER, (match, key: string) => {
    if (!Object.hasOwn(values, key)) return match;
    return encode(values[key as keyof PlaceholderValues] ?? '');
  });

const codePoint = (code: number) =>
  Number.isInteger(code) && code < 0x110000 ? String.fromCodePoint(code) : '';

/** What a browser follows: entities decoded, tabs and line breaks dropped, controls and spaces trimmed. */
const addressAsFollowed = (attribute: string) =>
  attribute
    .replace(/&#(\d{1,7});?/g, (_m, code: string) => codePoint(Number(code)))
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_m, code: string) => codePoint(Number.parseInt(code, 16)))
    .replace(/&colon;/gi, ':')
    .replace(/[\t\n\r]|&(tab|newline);/gi, '')
    .replace(/^[^!-\uffff]+/u, '');

/**
 * An href or src a placeholder filled is kept only when it is an http, https or mailto address (or
 * empty): a participant's value can never make a link run script.
 */
const isSafeAddress = (attribute: string) => {
  const address = addressAsFollowed(attribute);
  return address === '' || /^(https?:\/\/|mailto:)/i.test(address);
};

/** Replaces {{placeholders}} with the recipient's values (HTML-escaped when `html`); unknown ones stay as written. */
export function fillPlaceholders(template: string, values: PlaceholderValues, html: boolean): string {
  if (!html) return fill(template, values, (value) => value);
  return template.replace(
    ADDRESS_OR_PLACEHOLDER,
    (match, prefix?: string, dq?: string, sq?: string, bare?: string, key?: string) => {
      if (key !== undefined) {
        return Object.hasOwn(values, key) ? escapeHtml(values[key as keyof PlaceholderValues] ?? '') : match;
      }
      const written = dq ?? sq ?? bare ?? '';
      if (!HAS_PLACEHOLDER.test(written)) return match;
      const filled = fill(written, values, escapeHtml);
      return `${prefix}"${isSafeAddress(filled) ? filled : '#'}"`;
    },
  );
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
