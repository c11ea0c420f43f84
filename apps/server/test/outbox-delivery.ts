import type { Database } from '../src/db/database.ts';
import { createOutboxWorker } from '../src/modules/emails/outbox-worker.ts';

/**
 * Sends every queued e-mail now, through the e-mail module's own worker (as the process's worker
 * would), to the given SMTP server: for tests of other modules that follow a mail to its reader.
 */
export async function deliverOutbox(db: Database, smtpUrl: string, mailFrom: string): Promise<void> {
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  const worker = createOutboxWorker({
    db,
    config: { smtpUrl, mailFrom },
    clock: () => new Date(),
    log: silent,
  });
  while ((await worker.runOnce()).sent > 0);
}
