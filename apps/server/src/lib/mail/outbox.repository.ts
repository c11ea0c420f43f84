import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { emailOutbox } from '../../db/schema/index.ts';

export type OutboxRow = typeof emailOutbox.$inferInsert;

/** Inserts the rows into the outbox with the caller's transaction; their ids in order. */
export async function insertOutboxRows(executor: Executor, rows: OutboxRow[]): Promise<number[]> {
  const inserted = await executor.insert(emailOutbox).values(rows).returning({ id: emailOutbox.id });
  return inserted.map((row) => row.id);
}

/** Sent and failed mails lose recipient and body; pending ones are left to the worker. */
export async function blankSentEmails(db: Executor, congressId: number): Promise<number> {
  const rows = await db
    .update(emailOutbox)
    .set({ toAddress: 'purged', html: '', text: '', attachments: sql`'[]'::jsonb` })
    .where(and(eq(emailOutbox.congressId, congressId), ne(emailOutbox.status, 'pending')))
    .returning({ id: emailOutbox.id });
  return rows.length;
}
