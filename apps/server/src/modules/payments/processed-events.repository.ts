import type { Transaction } from '../../db/database.ts';
import { processedPaymentEvents } from '../../db/schema/index.ts';

/**
 * Records a provider event as handled, in the transaction of its effects (house style 8). False when
 * it was already handled: a concurrent duplicate waits on the primary key and then finds it taken.
 */
export async function markEventProcessed(
  tx: Transaction,
  eventId: string,
  type: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(processedPaymentEvents)
    .values({ eventId, type, processedAt: now })
    .onConflictDoNothing()
    .returning({ eventId: processedPaymentEvents.eventId });
  return rows.length > 0;
}
