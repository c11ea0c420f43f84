import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema/index.ts';
import { enqueueEmails } from '../src/lib/mail/outbox.ts';
import { createOutboxWorker, type OutboxWorker } from '../src/modules/emails/outbox-worker.ts';
import { type CapturedMessage, type SmtpCapture, startSmtpCapture } from './smtp-capture.ts';
import { createTestContext, type TestContext } from './test-app.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const MINUTE = 60_000;

/**
 * The SMTP server goes down with mail queued and more arriving, then comes back (a durability suite):
 * every queued e-mail is delivered, each exactly once, by two workers (two app processes).
 */
describe('SMTP down, then up', () => {
  let t: TestContext;
  let capture: SmtpCapture;
  let offsetMs = 0;
  const received: CapturedMessage[] = [];

  beforeAll(async () => {
    t = await createTestContext();
    await t.database.db.delete(emailOutbox);
    capture = await startSmtpCapture();
  });
  afterAll(async () => {
    await capture.close();
    await t.close();
  });

  const worker = (): OutboxWorker =>
    createOutboxWorker({
      db: t.database.db,
      config: { smtpUrl: capture.url, mailFrom: 'no-reply@demo-congress.test' },
      // A second ahead: a row enqueued in the same millisecond as a run is due by the database's
      // microseconds but not by the JavaScript clock's milliseconds (1 run in ~10 on CI).
      clock: () => new Date(Date.now() + offsetMs + 1000),
      log: silent,
    });
  const enqueue = (count: number, batch: string) =>
    enqueueEmails(
      t.database.db,
      Array.from({ length: count }, (_, i) => ({
        purpose: 'test',
        to: `${batch}-${i}@example.test`,
        subject: `${batch} ${i}`,
        html: '<p>Hello</p>',
        text: 'Hello',
      })),
    );
  /** Both workers run until nothing is due; what they sent and failed. */
  const drain = async (workers: OutboxWorker[]) => {
    const total = { sent: 0, failed: 0 };
    for (;;) {
      const runs = await Promise.all(workers.map((w) => w.runOnce()));
      const sent = runs.reduce((sum, run) => sum + run.sent, 0);
      const failed = runs.reduce((sum, run) => sum + run.failed, 0);
      total.sent += sent;
      total.failed += failed;
      if (sent + failed === 0) return total;
    }
  };

  it('delivers every e-mail queued before and during the outage once it is back, each once', async () => {
    const workers = [worker(), worker()];
    const before = await enqueue(25, 'before');
    expect(await drain(workers)).toEqual({ sent: 25, failed: 0 });
    received.push(...capture.messages);

    // Down: what is queued now fails and waits for its retry; mail keeps arriving.
    const { port } = capture;
    await capture.close();
    const during = await enqueue(25, 'during');
    expect(await drain(workers)).toEqual({ sent: 0, failed: 25 });
    offsetMs += 2 * MINUTE;
    const later = await enqueue(10, 'later');
    expect(await drain(workers)).toEqual({ sent: 0, failed: 35 });

    // Up again on the same address: the retries go, with the rest.
    capture = await startSmtpCapture({ port });
    offsetMs += 10 * MINUTE;
    expect(await drain(workers)).toEqual({ sent: 35, failed: 0 });
    received.push(...capture.messages);

    const deliveredIds = received.map((message) => Number(message.headers.get('x-outbox-id')));
    expect(deliveredIds.sort((a, b) => a - b)).toEqual(
      [...before, ...during, ...later].sort((a, b) => a - b),
    );
    const rows = await t.database.db.select().from(emailOutbox);
    expect(rows).toHaveLength(60);
    expect(rows.filter((row) => row.status !== 'sent' || row.sentAt === null)).toEqual([]);
    await Promise.all(workers.map((w) => w.stop()));
  });
});
