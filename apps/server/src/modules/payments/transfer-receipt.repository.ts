import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { payments } from '../../db/schema/index.ts';
import type { PaymentRow } from './payments.repository.ts';

/** Confirms a pending transfer with the amount that actually arrived; a second writer changes nothing. */
export async function confirmReceivedTransfer(
  executor: Executor,
  paymentId: number,
  changes: Pick<PaymentRow, 'amountCents' | 'comment' | 'informationsPayment'>,
  now: Date,
): Promise<PaymentRow | null> {
  const [row] = await executor
    .update(payments)
    .set({ ...changes, status: 'confirmed', confirmedAt: now, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning();
  return row ?? null;
}
