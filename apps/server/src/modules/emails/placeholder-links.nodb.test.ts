import { EMAIL_PLACEHOLDERS, type PlaceholderValues } from '@congress/domain/contracts/emails';
import { describe, expect, it } from 'vitest';
import { sanitizeEmailHtml } from './email-html.ts';
import { fillPlaceholders, renderEmail } from '../../lib/mail/email-render.ts';

const values = (overrides: PlaceholderValues) =>
  ({
    ...Object.fromEntries(EMAIL_PLACEHOLDERS.map(({ key }) => [key, ''])),
    ...overrides,
  }) as PlaceholderValues;

/** The href a browser would follow: the attribute's value with the entities it decodes. */
const hrefsOf = (html: string) =>
  [...html.matchAll(/\s(?:href|src)="([^"]*)"/gi)].map(([, value]) =>
    (value ?? '').replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code))),
  );

/** A value a participant typed never becomes a link that runs script. */
describe('placeholders inside link and image addresses', () => {
  const template = sanitizeEmailHtml(
    '<p><a href="{{lastName}}">site</a> <a href=\'{{firstName}}\'>x</a> <img src="{{logo}}" alt="logo"></p>',
  );

  it('the sanitised template still holds the placeholders where the attack put them', () => {
    expect(template).toContain('href="{{lastName}}"');
    expect(template).toContain('src="{{logo}}"');
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(document.cookie)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'Martin',
  ])('neutralises %j in href and src', (hostile) => {
    const html = renderEmail(
      { subject: 's', body: template },
      values({ lastName: hostile, firstName: hostile, logo: hostile }),
    ).html;
    for (const href of hrefsOf(html)) {
      expect(href.replace(/[^!-\uffff]/gu, '').toLowerCase()).not.toMatch(/^(javascript|data|vbscript):/);
      expect(href).toBe('#');
    }
    expect(hrefsOf(html)).toHaveLength(3);
  });

  it('keeps http, https and mailto addresses, escaped for the attribute', () => {
    const html = fillPlaceholders(
      '<a href="{{lastName}}">a</a><a href="{{firstName}}">b</a><img src="{{logo}}" />',
      values({
        lastName: 'https://a.test/?q="x"&y=<1>',
        firstName: 'mailto:claire@a.test',
        logo: 'http://127.0.0.1:3999/api/files/1',
      }),
      true,
    );
    expect(html).toBe(
      '<a href="https://a.test/?q=&#34;x&#34;&#38;y=&#60;1&#62;">a</a><a href="mailto:claire@a.test">b</a>' +
        '<img src="http://127.0.0.1:3999/api/files/1" />',
    );
  });

  it('checks the whole address when a placeholder completes a fixed start, and leaves an empty one empty', () => {
    const html = fillPlaceholders(
      '<a href="https://site.test/{{lastName}}">a</a><a href="{{firstName}}{{lastName}}">b</a><img src="{{logo}}" />',
      values({ firstName: 'javascript', lastName: ':alert(1)', logo: '' }),
      true,
    );
    expect(html).toBe('<a href="https://site.test/:alert(1)">a</a><a href="#">b</a><img src="" />');
  });

  it('never fills a placeholder a value brings with it, and escapes values in every other place', () => {
    const html = fillPlaceholders(
      '<p title="{{firstName}}">{{lastName}}</p>',
      values({ firstName: '" onmouseover="alert(1)', lastName: '{{country}}<script>', country: 'PT50' }),
      true,
    );
    expect(html).toBe('<p title="&#34; onmouseover=&#34;alert(1)">{{country}}&#60;script&#62;</p>');
  });
});
