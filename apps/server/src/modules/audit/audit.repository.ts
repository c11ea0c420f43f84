import type { Executor } from '../../db/database.ts';
import { auditLog } from '../../db/schema/index.ts';

export type AuditRow = typeof auditLog.$inferInsert;

/** Writes one entry of the audit log with the caller's transaction. */
export async function insertAuditRow(tx: Executor, row: AuditRow): Promise<void> {
  await tx.insert(auditLog).values(row);
}
