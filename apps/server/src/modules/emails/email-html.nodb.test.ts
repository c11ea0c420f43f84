import { EMAIL_PLACEHOLDERS, type PlaceholderValues } from '@congress/domain/contracts/emails';
import { describe, expect, it } from 'vitest';
import { emailHtmlToText, fillPlaceholders, renderEmail } from '../../lib/mail/email-render.ts';
import { sanitizeEmailHtml } from './email-html.ts';

const values = Object.fromEntries(
  EMAIL_PLACEHOLDERS.map(({ key }) => [key, `<${key}>`]),
) as PlaceholderValues;

describe('sanitizeEmailHtml', () => {
  it('keeps basic formatting and http, https and mailto links', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br></p><ul><li>one</li></ul>' +
      '<blockquote>q</blockquote><a href="https://a.test/x">a</a><a href="mailto:x@y.test">m</a><a href="http://b.test">b</a>';
    expect(sanitizeEmailHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops scripts, styles, event handlers, frames and javascript: or data: URLs', () => {
    const out = sanitizeEmailHtml(
      '<p onclick="x()" style="color:red">Hi<script>alert(1)</script><style>p{}</style></p>' +
        '<a href="javascript:alert(1)">j</a><a href=" JaVaScRiPt:alert(1)">k</a>' +
        '<img src="data:image/png;base64,AAA" onerror="x()"><iframe src="https://e.test"></iframe>' +
        '<svg onload="x()"><circle/></svg><form action="https://e.test"><input></form>',
    );
    expect(out).toBe('<p>Hi</p><a>j</a><a>k</a><img />');
  });

  it('adds rel=noopener to links opening a new window', () => {
    expect(sanitizeEmailHtml('<a href="https://a.test" target="_blank">a</a>')).toBe(
      '<a href="https://a.test" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });
});

describe('placeholders', () => {
  it('replaces every reminder field, escaped in HTML and as is in text', () => {
    for (const { key } of EMAIL_PLACEHOLDERS) {
      expect(fillPlaceholders(`a {{${key}}} b`, values, true)).toBe(`a &#60;${key}&#62; b`);
      expect(fillPlaceholders(`a {{ ${key} }} b`, values, false)).toBe(`a <${key}> b`);
    }
  });

  it('leaves unknown placeholders as written and never reads inherited keys', () => {
    expect(fillPlaceholders('{{nope}} {{constructor}} {{toString}}', values, true)).toBe(
      '{{nope}} {{constructor}} {{toString}}',
    );
  });

  it('renders a subject on one line and a text part from the HTML', () => {
    const email = renderEmail(
      {
        subject: 'Reminder\n{{firstName}}',
        body: '<p>Dear {{firstName}} &amp; co,</p><ul><li>one</li></ul><p><a href="https://a.test">site</a></p>',
      },
      { ...values, firstName: 'Zoé "Z" O\'Neil' },
    );
    expect(email.subject).toBe('Reminder Zoé "Z" O\'Neil');
    expect(email.html).toContain('Dear Zoé &#34;Z&#34; O&#39;Neil &amp; co');
    expect(email.text).toBe('Dear Zoé "Z" O\'Neil & co,\n- one\n\nsite (https://a.test)');
  });

  it('keeps a mailto link readable once', () => {
    expect(emailHtmlToText('<a href="mailto:a@b.test">a@b.test</a>')).toBe('a@b.test');
  });
});
