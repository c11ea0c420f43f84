import type { TEmailLogItem, TEmailLogPage, TEmailLogQuery } from '@congress/domain/contracts/emails';
import type { Database } from '../../db/database.ts';
import { assertStaffCongress } from '../../plugins/auth.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { listOutboxPage, type OutboxLogRow } from './email-log.repository.ts';

/** A bulk message's purpose carries its batch id; the log shows what caused it, not the id. */
const purposeOf = (purpose: string) => (purpose.startsWith('bulk:') ? 'bulk' : purpose);

const toItem = (row: OutboxLogRow): TEmailLogItem => ({
  id: row.id,
  recipient: row.toAddress,
  subject: row.subject,
  purpose: purposeOf(row.purpose),
  state: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  attachments: row.attachments.map((attachment) => attachment.filename),
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** The e-mail log: what went to whom and its delivery state; staff read it, bodies stay out. */
export function createEmailLogService({ db }: { db: Database }) {
  return {
    async page(session: SessionSubject, congressId: number, query: TEmailLogQuery): Promise<TEmailLogPage> {
      assertStaffCongress(session, congressId);
      const { rows, total } = await listOutboxPage(db, congressId, query);
      return { items: rows.map(toItem), total, page: query.page, pageSize: query.pageSize };
    },
  };
}

export type EmailLogService = ReturnType<typeof createEmailLogService>;
