import type { Executor } from '../../db/database.ts';
import type { OutboxAttachment } from '../../db/schema/index.ts';
import { blankSentEmails, insertOutboxRows } from './outbox.repository.ts';

export type OutgoingEmail = {
  congressId?: number | null;
  /** What caused the mail, for the e-mail log: password-reset, invoice, bank-transfer, bulk ... */
  purpose: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: OutboxAttachment[];
};

/**
 * Queues e-mails in the outbox. Call it with the transaction of the change that causes the mail,
 * so the mail exists exactly when the change does; the outbox worker sends it later.
 */
export async function enqueueEmails(executor: Executor, messages: OutgoingEmail[]): Promise<number[]> {
  if (messages.length === 0) return [];
  return insertOutboxRows(
    executor,
    messages.map((message) => ({
      congressId: message.congressId ?? null,
      purpose: message.purpose,
      toAddress: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: message.attachments ?? [],
    })),
  );
}

/** The personal-data purge of a finished congress (decisions 30); the number of e-mails blanked. */
export function blankSentCongressEmails(executor: Executor, congressId: number): Promise<number> {
  return blankSentEmails(executor, congressId);
}
