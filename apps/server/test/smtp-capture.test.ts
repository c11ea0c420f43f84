import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { extractUrl, type SmtpCapture, startSmtpCapture } from './smtp-capture.ts';

describe('SMTP capture helper', () => {
  let capture: SmtpCapture;
  beforeAll(async () => {
    capture = await startSmtpCapture();
  });
  afterAll(() => capture.close());
  beforeEach(() => {
    capture.clear();
    capture.rejectRecipients(null);
  });
  const send = (to: string, extra: Record<string, unknown> = {}) =>
    createTransport(capture.url).sendMail({
      from: 'Sender <sender@example.test>',
      to,
      subject: 'Réinitialisation – Demo Congress 2027',
      text: 'Plain text',
      html: '<p>Hello</p>',
      ...extra,
    });

  it('captures the envelope, decoded headers, bodies and attachments', async () => {
    const longUrl = `http://127.0.0.1:3999/demo/reset/password/form/${'a1b2c3'.repeat(20)}?x=1&y=2`;
    await send('reader@example.test', {
      html: `<p>Bonjour, cliquez <a href="${longUrl.replace('&', '&amp;')}">ici</a> – merci.</p>`,
      attachments: [{ filename: 'rib.png', content: Buffer.from([1, 2, 3, 250]), contentType: 'image/png' }],
    });
    const message = await capture.waitFor((m) => m.to.includes('reader@example.test'));
    expect(message.from).toBe('sender@example.test');
    expect(message.subject).toBe('Réinitialisation – Demo Congress 2027');
    expect(message.headers.get('from')).toContain('sender@example.test');
    expect(message.text).toBe('Plain text');
    expect(message.html).toContain('Bonjour');
    expect(message.html).toContain('– merci');
    expect(message.attachments).toEqual([
      { filename: 'rib.png', contentType: 'image/png', content: Buffer.from([1, 2, 3, 250]) },
    ]);
    // The long line went out quoted-printable, split by soft line breaks: the helper joined it.
    expect(message.raw).toMatch(/=\r\n/);
    expect(extractUrl(message, /reset\/password\/form/)).toBe(longUrl);
    expect(extractUrl(message, /nowhere/)).toBeNull();
  });

  it('extracts URLs from raw quoted-printable text with soft line breaks and =3D', () => {
    const raw = 'Reset: <a href=3D"http://127.0.0.1:3999/demo/reset/password/form/abc=\r\ndef?a=3D1">x</a>';
    expect(extractUrl(raw, 'reset/password')).toBe(
      'http://127.0.0.1:3999/demo/reset/password/form/abcdef?a=1',
    );
    expect(extractUrl('see https://example.test/page?a=12.', /example/)).toBe(
      'https://example.test/page?a=12',
    );
  });

  it('refuses recipients matching the reject pattern', async () => {
    capture.rejectRecipients(/@refused\.test$/);
    await expect(send('someone@refused.test')).rejects.toThrow(/550/);
    expect(capture.messages).toHaveLength(0);
  });

  it('waits for a message that arrives later, and times out with what it saw', async () => {
    const waiting = capture.waitFor((m) => m.to.includes('late@example.test'));
    await send('late@example.test');
    expect((await waiting).to).toEqual(['late@example.test']);
    await expect(capture.waitFor((m) => m.to.includes('never@example.test'), 50)).rejects.toThrow(
      /No matching e-mail within 50 ms \(received: "Réinitialisation/,
    );
  });
});
