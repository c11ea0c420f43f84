import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { emailOutbox, storedFiles } from '../../db/schema/index.ts';

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type AttachmentFile = { id: string; contentType: string; data: Buffer };

/** Due rows nobody holds, locked so that a concurrent worker skips them instead of waiting. */
export async function lockDueEmails(tx: Executor, now: Date, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'pending'),
        lte(emailOutbox.nextAttemptAt, now),
        or(isNull(emailOutbox.leaseUntil), lt(emailOutbox.leaseUntil, now)),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

export async function leaseEmails(tx: Executor, ids: number[], leaseUntil: Date): Promise<OutboxRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(emailOutbox)
    .set({ leaseUntil })
    .where(inArray(emailOutbox.id, ids))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Gives rows back before their lease ends, so that another run may take them at once. */
export async function releaseEmails(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(emailOutbox)
    .set({ leaseUntil: null })
    .where(and(inArray(emailOutbox.id, ids), eq(emailOutbox.status, 'pending')));
}

export async function markEmailSent(db: Executor, id: number, sentAt: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt, leaseUntil: null, lastError: null })
    .where(eq(emailOutbox.id, id));
}

export async function recordEmailFailure(
  db: Executor,
  id: number,
  failure: { attempts: number; status: 'pending' | 'failed'; nextAttemptAt: Date; lastError: string },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ ...failure, leaseUntil: null })
    .where(eq(emailOutbox.id, id));
}

export async function loadAttachmentFiles(db: Executor, ids: string[]): Promise<Map<string, AttachmentFile>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: storedFiles.id, contentType: storedFiles.contentType, data: storedFiles.data })
    .from(storedFiles)
    .where(inArray(storedFiles.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
