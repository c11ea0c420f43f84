import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { auditLog } from '../../db/schema/index.ts';

export type AuditRow = typeof auditLog.$inferInsert;

/** Writes one entry of the audit log with the caller's transaction. */
export async function insertAuditRow(tx: Executor, row: AuditRow): Promise<void> {
  await tx.insert(auditLog).values(row);
}

/** Who did what and when stays; the recorded values of everything but the congress itself go. */
export async function blankAuditValues(db: Executor, congressId: number): Promise<number> {
  const rows = await db
    .update(auditLog)
    .set({ before: null, after: null })
    .where(and(eq(auditLog.congressId, congressId), ne(auditLog.entity, 'congress')))
    .returning({ id: auditLog.id });
  return rows.length;
}
