import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { auditLog, congresses, emailOutbox, participations, payments } from '../../db/schema/index.ts';

/** Provider details and free comments go; amounts, dates, statuses and references stay. */
export async function blankPayments(db: Executor, congressId: number): Promise<number> {
  const rows = await db
    .update(payments)
    .set({ informationsPayment: null, comment: null, clientSecret: null })
    .where(
      sql`${payments.participationId} in (select ${participations.id} from ${participations} where ${participations.congressId} = ${congressId})`,
    )
    .returning({ id: payments.id });
  return rows.length;
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

/** Who did what and when stays; the recorded values of everything but the congress itself go. */
export async function blankAuditValues(db: Executor, congressId: number): Promise<number> {
  const rows = await db
    .update(auditLog)
    .set({ before: null, after: null })
    .where(and(eq(auditLog.congressId, congressId), ne(auditLog.entity, 'congress')))
    .returning({ id: auditLog.id });
  return rows.length;
}

export async function markPurged(db: Executor, congressId: number, at: Date) {
  await db.update(congresses).set({ personalDataPurgedAt: at }).where(eq(congresses.id, congressId));
}
