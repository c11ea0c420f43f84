import type sanitizeHtml from 'sanitize-html';
import { lazyRequire } from '../../lib/lazy-require.ts';

const loadSanitizeHtml = lazyRequire<typeof sanitizeHtml>('sanitize-html');

/** Basic formatting as the rich-text editor writes it, links and images; nothing that runs. */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'hr',
    'span',
    'img',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** The only HTML an admin's e-mail body may hold: script, style, event handlers and javascript: URLs go. */
export function sanitizeEmailHtml(html: string): string {
  return loadSanitizeHtml()(html, POLICY).trim();
}
