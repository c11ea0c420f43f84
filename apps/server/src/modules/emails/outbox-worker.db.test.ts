import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { emailOutbox, storedFiles } from '../../db/schema/index.ts';
import type { MailMessage, MailTransport } from '../../lib/mail/mailer.ts';
import { enqueueEmails } from '../../lib/mail/outbox.ts';
import { createOutboxWorker } from './outbox-worker.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const MAIL_FROM = 'Demo Congress <no-reply@demo-congress.test>';

describe('outbox worker: delivery', () => {
  let t: TestContext;
  let capture: SmtpCapture;
  beforeAll(async () => {
    t = await createTestContext();
    capture = await startSmtpCapture();
  });
  afterAll(async () => {
    await capture.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(emailOutbox);
    capture.clear();
  });
  // A second ahead of the database clock, so rows written just now are due.
  const clock = () => new Date(Date.now() + 1000);
  const worker = (extra: { smtpUrl?: string | undefined; transport?: MailTransport } = {}) =>
    createOutboxWorker({
      db: t.database.db,
      config: { smtpUrl: 'smtpUrl' in extra ? extra.smtpUrl : capture.url, mailFrom: MAIL_FROM },
      clock,
      log: silent,
      ...(extra.transport ? { transport: extra.transport } : {}),
    });
  const enqueue = (to: string, extra: Partial<Parameters<typeof enqueueEmails>[1][number]> = {}) =>
    enqueueEmails(t.database.db, [
      {
        purpose: 'test',
        to,
        subject: `Hello ${to}`,
        html: `<p>Dear ${to}</p>`,
        text: `Dear ${to}`,
        ...extra,
      },
    ]).then(([id]) => id ?? 0);
  const row = async (id: number) =>
    (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];

  it('sends a queued mail with its subject, recipient, bodies and attachment, then marks it sent', async () => {
    const pdf = Buffer.from('%PDF-1.7 invoice of Claire Martin');
    const [file] = await t.database.db
      .insert(storedFiles)
      .values({ name: 'invoice.pdf', contentType: 'application/pdf', size: pdf.length, data: pdf })
      .returning({ id: storedFiles.id });
    const id = await enqueue('claire@example.test', {
      subject: 'Your invoice – Demo Congress 2027',
      html: '<p>Dear Claire, your invoice is attached.</p>',
      text: 'Dear Claire, your invoice is attached.',
      attachments: [{ fileId: file?.id ?? '', filename: 'invoice-demo.pdf' }],
    });

    expect(await worker().runOnce()).toEqual({ sent: 1, failed: 0 });

    const message = await capture.waitFor((m) => m.to.includes('claire@example.test'));
    expect(message.subject).toBe('Your invoice – Demo Congress 2027');
    expect(message.headers.get('from')).toContain('no-reply@demo-congress.test');
    expect(message.headers.get('x-outbox-id')).toBe(String(id));
    expect(message.html).toContain('Dear Claire, your invoice is attached.');
    expect(message.text).toBe('Dear Claire, your invoice is attached.');
    expect(message.attachments).toEqual([
      { filename: 'invoice-demo.pdf', contentType: 'application/pdf', content: pdf },
    ]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 0, leaseUntil: null, lastError: null });
    expect((await row(id))?.sentAt).toBeInstanceOf(Date);
  });

  it('never sends a sent row again', async () => {
    const id = await enqueue('once@example.test');
    const w = worker();
    expect(await w.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(capture.messages.map((m) => m.headers.get('x-outbox-id'))).toEqual([String(id)]);
  });

  it('leaves mails in the outbox when no SMTP server is configured', async () => {
    const id = await enqueue('kept@example.test');
    const w = worker({ smtpUrl: undefined });
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 0 });
    w.start();
    await w.stop();
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0, leaseUntil: null });
    expect(capture.messages).toHaveLength(0);
  });

  it('sends on its timer once started, and stop waits for the run under way', async () => {
    const id = await enqueue('timer@example.test');
    let release: () => void = () => {};
    let sending: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      sending = resolve;
    });
    const delivered: MailMessage[] = [];
    const slow: MailTransport = {
      sendMail: async (message) => {
        sending();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        delivered.push(message);
      },
      close: () => {},
    };
    const w = worker({ transport: slow });
    w.start();
    await started;
    const stopping = w.stop();
    setTimeout(() => release(), 200);
    await stopping;
    expect(delivered.map((m) => m.to)).toEqual(['timer@example.test']);
    expect((await row(id))?.status).toBe('sent');
  });
});
