import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createSmtpTransport, type MailMessage, type MailTransport } from '../../lib/mail/mailer.ts';
import {
  leaseEmails,
  loadAttachmentFiles,
  lockDueEmails,
  markEmailSent,
  type OutboxRow,
  recordEmailFailure,
  releaseEmails,
} from './outbox-worker.repository.ts';

export const OUTBOX_BATCH_SIZE = 20;
export const OUTBOX_LEASE_MS = 2 * 60_000;
export const OUTBOX_INTERVAL_MS = 2_000;
export const OUTBOX_MAX_ATTEMPTS = 8;
/** No send starts this close to the lease's end: the SMTP socket timeout (30 s) must fit before it. */
const LEASE_SAFETY_MS = 45_000;

export type OutboxWorkerDeps = {
  db: Database;
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>;
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Defaults to SMTP on config.smtpUrl; without either the worker sends nothing. */
  transport?: MailTransport;
};
export type OutboxRunResult = { sent: number; failed: number };
export type OutboxWorker = {
  runOnce(): Promise<OutboxRunResult>;
  start(): void;
  stop(): Promise<void>;
};

/** Retry n waits 2^(n-1) minutes: 1, 2, 4 ... 64 minutes, then the row is failed. */
export function retryDelayMs(previousAttempts: number): number {
  return 2 ** previousAttempts * 60_000;
}

export function createOutboxWorker(deps: OutboxWorkerDeps): OutboxWorker {
  const { db, config, clock, log } = deps;
  const ownsTransport = !deps.transport && Boolean(config.smtpUrl);
  const transport = deps.transport ?? (config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;

  /** A short transaction: the lease is what keeps other workers away while we send outside it. */
  async function lease(now: Date): Promise<OutboxRow[]> {
    return db.transaction(async (tx) => {
      const ids = await lockDueEmails(tx, now, OUTBOX_BATCH_SIZE);
      return leaseEmails(tx, ids, new Date(now.getTime() + OUTBOX_LEASE_MS));
    });
  }

  async function compose(email: OutboxRow): Promise<MailMessage> {
    const files = await loadAttachmentFiles(
      db,
      email.attachments.map((a) => a.fileId),
    );
    const attachments = email.attachments.map((attachment) => {
      const file = files.get(attachment.fileId);
      if (!file) throw new Error(`attachment file ${attachment.fileId} does not exist`);
      return { filename: attachment.filename, content: file.data, contentType: file.contentType };
    });
    return {
      from: config.mailFrom,
      to: email.toAddress,
      subject: email.subject,
      html: email.html,
      text: email.text,
      headers: { 'X-Outbox-Id': String(email.id) },
      attachments,
    };
  }

  async function fail(email: OutboxRow, error: unknown) {
    const attempts = email.attempts + 1;
    const now = clock();
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    await recordEmailFailure(db, email.id, {
      attempts,
      status: attempts >= OUTBOX_MAX_ATTEMPTS ? 'failed' : 'pending',
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(email.attempts)),
      lastError,
    });
    log.warn({ outboxId: email.id, attempts, err: lastError }, 'e-mail not sent');
  }

  async function runOnce(): Promise<OutboxRunResult> {
    if (!transport) return { sent: 0, failed: 0 };
    const leasedAt = clock();
    const emails = await lease(leasedAt);
    const deadline = leasedAt.getTime() + OUTBOX_LEASE_MS - LEASE_SAFETY_MS;
    const result = { sent: 0, failed: 0 };
    for (const [index, email] of emails.entries()) {
      if (clock().getTime() >= deadline) {
        await releaseEmails(
          db,
          emails.slice(index).map((e) => e.id),
        );
        break;
      }
      try {
        await transport.sendMail(await compose(email));
      } catch (error) {
        result.failed += 1;
        await fail(email, error);
        continue;
      }
      // Outside the try: a mail the server accepted is never scheduled for a retry. Should this
      // update itself fail, the lease runs out and the mail goes again (at least once, never lost).
      await markEmailSent(db, email.id, clock());
      result.sent += 1;
    }
    return result;
  }

  function schedule() {
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => log.error({ err: error }, 'outbox run failed'))
        .finally(() => {
          running = null;
          if (!stopped) schedule();
        });
    }, OUTBOX_INTERVAL_MS);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (!transport) {
        log.info('SMTP_URL is not set: e-mails stay readable in the outbox');
        return;
      }
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      if (ownsTransport) transport?.close();
    },
  };
}
