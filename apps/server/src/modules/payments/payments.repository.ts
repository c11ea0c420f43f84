import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { payments, storedFiles } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export async function insertPayment(executor: Executor, values: NewPayment): Promise<PaymentRow> {
  const [row] = await executor.insert(payments).values(values).returning();
  if (!row) throw new Error('payment was not stored');
  return row;
}

export async function findPaymentById(executor: Executor, id: number): Promise<PaymentRow | null> {
  const [row] = await executor.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

export async function findPaymentByClientSecret(
  executor: Executor,
  clientSecret: string,
): Promise<PaymentRow | null> {
  const [row] = await executor.select().from(payments).where(eq(payments.clientSecret, clientSecret));
  return row ?? null;
}

export async function findPaymentByIntent(executor: Executor, intentId: string): Promise<PaymentRow | null> {
  const [row] = await executor.select().from(payments).where(eq(payments.providerIntentId, intentId));
  return row ?? null;
}

/**
 * Stores the provider's intent on a payment that has none yet. Two tabs may race here with the same
 * idempotency key; the first writer wins and the other reads its intent back.
 */
export async function attachIntent(
  executor: Executor,
  paymentId: number,
  intent: { intentId: string; clientSecret: string },
): Promise<PaymentRow | null> {
  const [row] = await executor
    .update(payments)
    .set({ providerIntentId: intent.intentId, clientSecret: intent.clientSecret, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), isNull(payments.providerIntentId)))
    .returning();
  return row ?? null;
}

/** Moves a payment to a new status only from the given ones, so a stale writer changes nothing. */
export async function updatePaymentStatus(
  executor: Executor,
  paymentId: number,
  from: PaymentRow['status'][],
  changes: Partial<Pick<NewPayment, 'status' | 'confirmedAt' | 'informationsPayment' | 'comment'>>,
  now: Date,
): Promise<PaymentRow | null> {
  const [row] = await executor
    .update(payments)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, from)))
    .returning();
  return row ?? null;
}

/** A group's card payment keeps the first place's share once the others have theirs (decisions 49). */
export async function setPaymentAmount(
  executor: Executor,
  paymentId: number,
  amountCents: number,
  now: Date,
): Promise<PaymentRow | null> {
  const [row] = await executor
    .update(payments)
    .set({ amountCents, updatedAt: now })
    .where(eq(payments.id, paymentId))
    .returning();
  return row ?? null;
}

/**
 * The latest Denied attempt recorded for an intent (webhook, poll or browser report); with an attempt
 * key, only that attempt's record.
 */
export async function findDeniedAttempt(
  executor: Executor,
  participationId: number,
  intentId: string,
  attemptKey?: string,
): Promise<PaymentRow | null> {
  const [row] = await executor
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.participationId, participationId),
        eq(payments.status, 'denied'),
        sql`${payments.informationsPayment}->>'intentId' = ${intentId}`,
        attemptKey === undefined
          ? undefined
          : sql`${payments.informationsPayment}->>'attemptKey' = ${attemptKey}`,
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

export async function findStoredFileName(executor: Executor, fileId: string): Promise<string | null> {
  const [row] = await executor
    .select({ name: storedFiles.name })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId));
  return row?.name ?? null;
}

/** Card refunds the app started by itself (late success, immediate refunds) still waiting for the provider. */
export async function findPendingAutomaticRefunds(executor: Executor, limit: number): Promise<number[]> {
  const rows = await executor
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.kind, 'refund'),
        eq(payments.status, 'pending'),
        sql`${payments.informationsPayment}->>'automatic' = 'true'`,
      ),
    )
    .orderBy(payments.id)
    .limit(limit);
  return rows.map((row) => row.id);
}
