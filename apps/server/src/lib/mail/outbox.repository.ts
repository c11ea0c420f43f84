import type { Executor } from '../../db/database.ts';
import { emailOutbox } from '../../db/schema/index.ts';

export type OutboxRow = typeof emailOutbox.$inferInsert;

/** Inserts the rows into the outbox with the caller's transaction; their ids in order. */
export async function insertOutboxRows(executor: Executor, rows: OutboxRow[]): Promise<number[]> {
  const inserted = await executor.insert(emailOutbox).values(rows).returning({ id: emailOutbox.id });
  return inserted.map((row) => row.id);
}
