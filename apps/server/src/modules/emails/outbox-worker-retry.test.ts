import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { enqueueEmails } from '../../lib/mail/outbox.ts';
import { createOutboxWorker, OUTBOX_MAX_ATTEMPTS } from './outbox-worker.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const MINUTE = 60_000;

describe('outbox worker: failures, retries, leases', () => {
  let t: TestContext;
  let capture: SmtpCapture;
  let offsetMs = 0;
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
    capture.rejectRecipients(null);
    offsetMs = 1000;
  });
  const worker = (smtpUrl = capture.url) =>
    createOutboxWorker({
      db: t.database.db,
      config: { smtpUrl, mailFrom: 'no-reply@demo-congress.test' },
      clock: () => new Date(Date.now() + offsetMs),
      log: silent,
    });
  const enqueue = async (...to: string[]) =>
    enqueueEmails(
      t.database.db,
      to.map((address) => ({ purpose: 'test', to: address, subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' })),
    );
  const row = async (id: number | undefined) =>
    (
      await t.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.id, id ?? 0))
    )[0];

  it('keeps a refused mail and retries it after the backoff', async () => {
    capture.rejectRecipients(/@refused\.test$/);
    const [refused] = await enqueue('someone@refused.test', 'fine@example.test');
    const before = Date.now() + offsetMs;
    expect(await worker().runOnce()).toEqual({ sent: 1, failed: 1 });
    const failed = await row(refused);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, leaseUntil: null, sentAt: null });
    expect(failed?.lastError).toMatch(/550/);
    const delay = (failed?.nextAttemptAt.getTime() ?? 0) - before;
    expect(delay).toBeGreaterThanOrEqual(MINUTE);
    expect(delay).toBeLessThan(MINUTE + 10_000);

    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0 });
    capture.rejectRecipients(null);
    offsetMs += MINUTE + 1000;
    expect(await worker().runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await row(refused)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(capture.messages.map((m) => m.to[0]).sort()).toEqual([
      'fine@example.test',
      'someone@refused.test',
    ]);
  });

  it('schedules a retry when the SMTP server is down, and fails the row after 8 attempts', async () => {
    const down = await startSmtpCapture();
    await down.close();
    const [id] = await enqueue('later@example.test');
    const w = worker(down.url);
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      expect(await w.runOnce()).toEqual({ sent: 0, failed: 1 });
      const current = await row(id);
      expect(current?.attempts).toBe(attempt);
      expect(current?.status).toBe(attempt < OUTBOX_MAX_ATTEMPTS ? 'pending' : 'failed');
      expect(current?.lastError).toMatch(/ECONNREFUSED|connect/i);
      // Nothing is due before the backoff (2^(attempt-1) minutes) has passed.
      expect(await w.runOnce()).toEqual({ sent: 0, failed: 0 });
      offsetMs += 2 ** (attempt - 1) * MINUTE + 1000;
    }
    offsetMs += 24 * 60 * MINUTE;
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it('never sends a row twice when runs overlap', async () => {
    const ids = await enqueue(...Array.from({ length: 45 }, (_, i) => `guest${i}@example.test`));
    const [a, b] = [worker(), worker()];
    const runs = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    let sent = runs.reduce((sum, run) => sum + run.sent, 0);
    for (let more = await a.runOnce(); more.sent > 0; more = await a.runOnce()) sent += more.sent;
    expect(sent).toBe(45);
    const outboxIds = capture.messages.map((m) => m.headers.get('x-outbox-id'));
    expect(outboxIds).toHaveLength(45);
    expect(new Set(outboxIds).size).toBe(45);
    const statuses = await t.database.db.select({ status: emailOutbox.status }).from(emailOutbox);
    expect(statuses.every((r) => r.status === 'sent')).toBe(true);
    expect(ids).toHaveLength(45);
  });

  it('skips a row another worker holds until its lease runs out', async () => {
    const [id] = await enqueue('leased@example.test');
    await t.database.db
      .update(emailOutbox)
      .set({ leaseUntil: sql`now() + interval '2 minutes'` })
      .where(eq(emailOutbox.id, id ?? 0));
    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0 });
    offsetMs += 2 * MINUTE + 1000;
    expect(await worker().runOnce()).toEqual({ sent: 1, failed: 0 });
  });
});
